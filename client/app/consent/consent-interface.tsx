// Where the built-in consent tool talks to the visitor (decision 014): its banner while there is
// no choice, its preferences when asked (the footer's button), and a spoken confirmation once a
// choice is saved. The banner and the preferences are their own chunk, loaded only when shown;
// a vendor's platform (ConsentTool.ownInterface) shows its own instead.
import { lazy, Suspense, useState } from 'react';

import { useTranslation } from '../i18n.tsx';
import { useConsent } from './consent-context.tsx';

const ConsentDialogs = lazy(() => import('./consent-dialogs.tsx'));

export function ConsentInterface() {
  const { t } = useTranslation();
  const { mustAsk, preferencesOpen, choice } = useConsent();
  // A choice made on this page, not the one read from the cookie when the page started.
  const [startedAt] = useState(() => Date.now());
  const saved = choice !== null && choice.decidedAt.getTime() >= startedAt;

  return (
    <>
      {(mustAsk || preferencesOpen) && (
        <Suspense fallback={null}>
          <ConsentDialogs />
        </Suspense>
      )}
      <p className="visually-hidden" role="status">
        {saved ? t('consent.saved') : ''}
      </p>
    </>
  );
}
