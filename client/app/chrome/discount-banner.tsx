// The header's discount banner (SPEC §2.3), until the visitor closes it. Closing is remembered in
// a cookie, so the server leaves the banner out of the next pages (no flash). Without JavaScript
// the close button posts to the server, which sets the same cookie and sends the visitor back.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import {
  DISCOUNT_BANNER_COOKIE,
  DISCOUNT_BANNER_COOKIE_MAX_AGE_S,
  DISMISSED_VALUE,
} from '../../../shared/notice-cookies.ts';
import { dismissAction } from '../../../shared/site-paths.ts';
import { writeCookie } from '../behaviours/browser-cookies.ts';
import { useTranslation } from '../i18n.tsx';
import { usePublicConfig } from '../public-config-context.tsx';
import { useHref } from '../site.tsx';
import { CloseIcon } from './close-icon.tsx';

export function DiscountBanner() {
  const { t } = useTranslation();
  const href = useHref();
  const location = useLocation();
  const { dismissed } = usePublicConfig();
  const [closed, setClosed] = useState(dismissed.discountBanner);
  if (closed) return null;
  const products = href('products');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeCookie(DISCOUNT_BANNER_COOKIE, DISMISSED_VALUE[DISCOUNT_BANNER_COOKIE], DISCOUNT_BANNER_COOKIE_MAX_AGE_S);
    setClosed(true);
  };

  return (
    <section className="discount-banner" aria-label={t('header.discountBanner.label')}>
      <p className="discount-banner__text">
        {t('header.discountBanner.text')} {products && <a href={products}>{t('header.discountBanner.link')}</a>}
      </p>
      <form
        method="post"
        action={dismissAction('discount-banner', location.pathname + location.search)}
        onSubmit={onSubmit}
      >
        <button
          type="submit"
          className="icon-button discount-banner__close"
          aria-label={t('header.discountBanner.dismiss')}
          title={t('header.discountBanner.dismiss')}
        >
          <CloseIcon />
        </button>
      </form>
    </section>
  );
}
