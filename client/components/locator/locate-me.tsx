// The "locate me" button and what it says while and after it works. The status line is always in
// the page (empty at first), so screen readers announce what changes in it.
import { useTranslation } from '../../app/i18n.tsx';
import type { LocateState } from './use-locate-me.ts';

const MESSAGES: Partial<Record<LocateState, string>> = {
  locating: 'finder.locate.locating',
  denied: 'finder.locate.denied',
  unavailable: 'finder.locate.unavailable',
  timeout: 'finder.locate.timeout',
};

export function LocateMe({ state, onLocate }: { state: LocateState; onLocate: () => void }) {
  const { t } = useTranslation('locator');
  const message = MESSAGES[state];
  const locating = state === 'locating';
  const failed = state === 'denied' || state === 'unavailable' || state === 'timeout';
  return (
    <div className="locate-me">
      {state !== 'unsupported' && (
        <>
          <button
            type="button"
            className="button button--secondary locate-me__button"
            onClick={locating ? undefined : onLocate}
            // Not `disabled`: the button keeps the keyboard focus while the browser looks.
            aria-disabled={locating}
            aria-describedby="locate-me-privacy"
          >
            <svg
              className="locate-me__icon"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="12" r="2.5" fill="currentColor" />
              <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t('finder.locate.button')}
          </button>
          <p id="locate-me-privacy" className="locate-me__privacy">
            {t('finder.locate.privacy')}
          </p>
        </>
      )}
      <p className={failed ? 'locate-me__status locate-me__status--failed' : 'locate-me__status'} role="status">
        {message ? t(message) : ''}
      </p>
    </div>
  );
}
