// The built-in consent tool's banner and preferences (decision 014). The banner does not block
// the page: until the visitor chooses, nothing optional loads. Refusing is as easy as accepting
// (one button each). The preferences are a modal dialog with a box per purpose: necessary cookies
// are always on; unticking audience measurement is the opt-out of SPEC §9.
import { type FormEvent, useId, useRef, useState } from 'react';

import { useModalDialog } from '../behaviours/use-modal-dialog.ts';
import { CloseIcon } from '../chrome/close-icon.tsx';
import { useTranslation } from '../i18n.tsx';
import {
  ACCEPT_ALL,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentPurposes,
  REFUSE_ALL,
} from './consent-choice.ts';
import { useConsent } from './consent-context.tsx';

/** After the banner goes, focus inside it would be lost: it moves to the page's content. */
function focusMainIfInside(element: HTMLElement | null) {
  if (element && document.activeElement instanceof Node && element.contains(document.activeElement)) {
    document.getElementById('main')?.focus({ preventScroll: true });
  }
}

/** `pending`: rendered before the tool answered, shown by CSS only where no choice cookie was found. */
function ConsentBanner({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const { choose, openPreferences } = useConsent();
  const root = useRef<HTMLElement>(null);
  const decide = (purposes: ConsentPurposes) => {
    focusMainIfInside(root.current);
    choose(purposes);
  };
  return (
    <section
      ref={root}
      className={pending ? 'consent-banner consent-banner--pending' : 'consent-banner'}
      aria-labelledby="consent-banner-title"
    >
      <div className="consent-banner__inner">
        {/* Not a heading: the banner is no part of the page's outline. */}
        <p id="consent-banner-title" className="consent-banner__title">
          {t('consent.title')}
        </p>
        <p>{t('consent.text')}</p>
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => decide(REFUSE_ALL)}>
            {t('consent.refuseAll')}
          </button>
          <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={openPreferences}>
            {t('consent.customise')}
          </button>
          <button type="button" className="button" onClick={() => decide(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentPreferences() {
  const { t } = useTranslation();
  const id = useId();
  const { choice, choose, closePreferences } = useConsent();
  const [purposes, setPurposes] = useState<Record<ConsentPurpose, boolean>>({
    ...REFUSE_ALL,
    ...(choice && { measurement: choice.measurement, video: choice.video }),
  });
  const dialog = useModalDialog(true, closePreferences);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(purposes);
  };
  return (
    <dialog ref={dialog} className="consent-preferences" aria-labelledby={`${id}-title`}>
      <form onSubmit={onSubmit}>
        <div className="consent-preferences__head">
          <h2 id={`${id}-title`}>{t('consent.preferencesTitle')}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={closePreferences}
            aria-label={t('close')}
            title={t('close')}
          >
            <CloseIcon />
          </button>
        </div>
        <p>{t('consent.preferencesIntro')}</p>
        <fieldset className="consent-purpose">
          <legend>{t('consent.necessary.title')}</legend>
          <label>
            <input type="checkbox" checked disabled aria-describedby={`${id}-necessary`} />
            {t('consent.necessary.always')}
          </label>
          <p id={`${id}-necessary`}>{t('consent.necessary.text')}</p>
        </fieldset>
        {CONSENT_PURPOSES.map((purpose) => (
          <div key={purpose} className="consent-purpose">
            <label>
              <input
                type="checkbox"
                name={purpose}
                checked={purposes[purpose]}
                onChange={(event) => setPurposes((was) => ({ ...was, [purpose]: event.target.checked }))}
                aria-describedby={`${id}-${purpose}`}
              />
              {t(`consent.${purpose}.title`)}
            </label>
            <p id={`${id}-${purpose}`}>{t(`consent.${purpose}.text`)}</p>
          </div>
        ))}
        <div className="consent-preferences__actions">
          <button type="button" className="button button--secondary" onClick={() => choose(REFUSE_ALL)}>
            {t('consent.refuseAll')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => choose(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
          <button type="submit" className="button">
            {t('consent.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export function ConsentDialogs() {
  const { mustAsk, mayAsk, preferencesOpen } = useConsent();
  return (
    <>
      {(mustAsk || mayAsk) && <ConsentBanner pending={mayAsk} />}
      {preferencesOpen && <ConsentPreferences />}
    </>
  );
}
