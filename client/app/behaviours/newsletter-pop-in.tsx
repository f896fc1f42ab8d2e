// SPEC §2.3, §4, §9: when the global setting newsletter_pop_in is '1' and the newsletter_popin
// cookie is absent, a newsletter button floats on the page and the pop-in opens by itself
// NEWSLETTER_POP_IN_DELAY_MS after the visitor arrived. Closing it (its close button, Escape, a
// route change) sets the cookie, and so does signing up in it; from then on the button stays
// hidden. The pop-in's content, with the newsletter form, is its own chunk (newsletter-dialog.tsx),
// loaded when it opens.
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { NEWSLETTER_POP_IN_DELAY_MS } from '../../../shared/constants.ts';
import { NEWSLETTER_POP_IN_COOKIE, NOTICE_COOKIE_MAX_AGE_S } from '../../../shared/notice-cookies.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useSettingOn } from '../chrome/use-setting.ts';
import { useLoadNamespaces, useTranslation } from '../i18n.tsx';
import { usePageKey } from '../page-key.ts';
import { useHref } from '../site.tsx';
import { readCookie, writeCookie } from './browser-cookies.ts';
import { useModalDialog } from './use-modal-dialog.ts';

const NewsletterDialogContent = lazy(() => import('./newsletter-dialog.tsx'));

export function NewsletterPopIn() {
  const { t } = useTranslation();
  const on = useSettingOn('newsletter_pop_in');
  const href = useHref();
  const { pathname } = useLocation();
  const key = usePageKey();
  const loadNamespaces = useLoadNamespaces();
  const [open, setOpen] = useState(false);
  // The form's texts are the forms area's: loaded before the pop-in shows it.
  const show = () => void loadNamespaces(['forms']).then(() => setOpen(true));
  const showAfterDelay = useEffectEvent(show);
  /** null until the page runs and the cookie can be read; closing the pop-in writes it. */
  const closedBefore = useHydrated() ? readCookie(NEWSLETTER_POP_IN_COOKIE) !== null : null;
  // Not over the newsletter page itself.
  const enabled = on && pathname !== href('newsletter');

  useEffect(() => {
    if (!enabled || closedBefore !== false) return;
    const timer = setTimeout(() => showAfterDelay(), NEWSLETTER_POP_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, closedBefore]);

  const remember = () => writeCookie(NEWSLETTER_POP_IN_COOKIE, '1', NOTICE_COOKIE_MAX_AGE_S);
  const close = () => {
    setOpen(false);
    remember();
  };

  // A route change closes it.
  const shownAt = useRef(key);
  useEffect(() => {
    if (open && key !== shownAt.current) close();
    shownAt.current = key;
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const dialog = useModalDialog(open, close);
  if (!enabled || closedBefore !== false) return null;
  return (
    <>
      {!open && (
        <button type="button" className="newsletter-button" aria-haspopup="dialog" onClick={show}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M2 5h16v10H2zM2 5l8 6 8-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          {t('newsletterPopIn.button')}
        </button>
      )}
      <dialog ref={dialog} className="newsletter-pop-in" aria-labelledby="newsletter-pop-in-title">
        {open && (
          <Suspense fallback={<p className="newsletter-pop-in__loading">{t('loading')}</p>}>
            <NewsletterDialogContent onClose={close} onDone={remember} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
