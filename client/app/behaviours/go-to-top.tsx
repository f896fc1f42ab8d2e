// SPEC §2.3, §9: a floating button back to the top once the page has scrolled beyond
// SCROLL_TOP_BUTTON_THRESHOLD_PX. Focus goes to the header, where the visitor lands.
import { useEffect, useState } from 'react';

import { SCROLL_TOP_BUTTON_THRESHOLD_PX } from '../../../shared/constants.ts';
import { useTranslation } from '../i18n.tsx';

export function GoToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;

  const onClick = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    const top = document.querySelector<HTMLElement>('.site-header') ?? document.getElementById('main');
    if (top) {
      if (!top.hasAttribute('tabindex')) top.setAttribute('tabindex', '-1');
      top.focus({ preventScroll: true });
    }
  };

  return (
    <button type="button" className="go-to-top" onClick={onClick} aria-label={t('goToTop')} title={t('goToTop')}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M10 16V4M4 10l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
