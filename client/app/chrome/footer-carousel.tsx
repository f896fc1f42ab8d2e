// The footer's carousel (SPEC §2.3, §9): the laboratory's commitments, one at a time, the next
// every FOOTER_CAROUSEL_INTERVAL_MS. It stops while the pointer is over it or focus is inside,
// never moves for visitors who ask for reduced motion, and has a pause button (WCAG 2.2.2). All
// items are in the page without JavaScript.
import { useEffect, useState } from 'react';

import { FOOTER_CAROUSEL_INTERVAL_MS } from '../../../shared/constants.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';

/** SPEC §9: over 700 pharmacies trained in Belgium (and Luxembourg), over 200 elsewhere. */
const PHARMACIES_TRAINED = { be: 700, ch: 200, de: 200, es: 200, it: 200 } as const;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function FooterCarousel() {
  const { t } = useTranslation();
  const { country } = useSite();
  const slides = [
    t('footer.carousel.years'),
    t('footer.carousel.microbiota'),
    t('footer.carousel.pharmacies', { number: PHARMACIES_TRAINED[country] }),
    t('footer.carousel.quality'),
  ];
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  // Rotation starts once the page runs: until then every item shows (styles/chrome.css). Visitors
  // who ask for reduced motion see every item at once, as without JavaScript.
  const running = useHydrated();
  const carousel = running && !reduced;
  const rotating = carousel && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), FOOTER_CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  return (
    <section
      className={`footer-carousel${carousel ? ' footer-carousel--running' : ''}`}
      aria-roledescription="carousel"
      aria-label={t('footer.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setFocused(false);
      }}
    >
      {carousel && (
        <button
          type="button"
          className="footer-carousel__toggle"
          aria-pressed={paused}
          onClick={() => setPaused((was) => !was)}
        >
          {paused ? t('footer.carousel.play') : t('footer.carousel.pause')}
        </button>
      )}
      <ul className="footer-carousel__slides" aria-live={carousel && !rotating ? 'polite' : 'off'}>
        {slides.map((slide, index) => (
          <li
            key={index}
            className={`footer-carousel__slide${index === current ? ' footer-carousel__slide--current' : ''}`}
            aria-roledescription="slide"
            aria-label={t('footer.carousel.slide', { index: index + 1, total: slides.length })}
            aria-hidden={carousel && index !== current ? true : undefined}
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
