// The prompt to refresh when a new version of the site is deployed (version-check.ts): a polite
// message with a button that reloads the page, and one that lets the visitor finish first.
import { useEffect, useState } from 'react';

import { APP_VERSION_PATH } from '../../../shared/site-paths.ts';
import { useTranslation } from '../i18n.tsx';
import { usePublicConfig } from '../public-config-context.tsx';
import { startVersionCheck } from './version-check.ts';

async function fetchVersion(): Promise<string> {
  const response = await fetch(APP_VERSION_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${APP_VERSION_PATH} answered ${response.status}`);
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' ? body.version : '';
}

export function VersionPrompt() {
  const { t } = useTranslation();
  const { buildId } = usePublicConfig();
  const [available, setAvailable] = useState(false);
  const [later, setLater] = useState(false);

  useEffect(
    () =>
      startVersionCheck({
        current: buildId,
        fetchVersion,
        onNewVersion: () => setAvailable(true),
        isVisible: () => document.visibilityState === 'visible',
        onVisible: (listener) => {
          const onChange = () => document.visibilityState === 'visible' && listener();
          document.addEventListener('visibilitychange', onChange);
          return () => document.removeEventListener('visibilitychange', onChange);
        },
      }),
    [buildId],
  );

  // The live region is always there, so the message is announced when it appears.
  return (
    <div role="status">
      {available && !later && (
        <div className="version-prompt">
          <p>{t('versionPrompt.text')}</p>
          <div className="version-prompt__actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {t('versionPrompt.reload')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setLater(true)}>
              {t('versionPrompt.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
