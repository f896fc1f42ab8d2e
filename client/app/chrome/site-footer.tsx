// The footer (SPEC §2.3): the carousel of commitments; the catalog's footer blocks (a label and
// its links); the contact form and, when the global setting newsletter is '1', the newsletter;
// the legal links; the certified-company logo of the country's language; the button that opens
// the cookie preferences; the copyright.
import { COUNTRY_INFO } from '../../../config/countries.ts';
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { useConsent } from '../consent/consent-context.tsx';
import { useTranslation } from '../i18n.tsx';
import { hasPage } from '../page-registry.ts';
import { useHref, useSite } from '../site.tsx';
import { CertifiedLogo } from './certified-logo.tsx';
import { FooterCarousel } from './footer-carousel.tsx';
import { menuHref } from './menu-href.ts';
import { useMenu } from './use-menu.ts';
import { useSettingOn } from './use-setting.ts';

function Links({ links, className }: { links: readonly MenuLink[]; className: string }) {
  const { router, locale } = useSite();
  const items = links
    .map((link) => ({ link, href: menuHref(link, router, locale) }))
    .filter(({ href }) => href !== null);
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map(({ link, href }, index) => (
        <li key={`${link.label}-${index}`}>
          <a href={href!}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function ContactLinks() {
  const { t } = useTranslation();
  const href = useHref();
  const newsletterOn = useSettingOn('newsletter');
  const contact = hasPage('contact') ? href('contact') : null;
  const newsletter = newsletterOn && hasPage('newsletter') ? href('newsletter') : null;
  if (!contact && !newsletter) return null;
  return (
    <ul className="site-footer__contact">
      {contact && (
        <li>
          <a className="button button--light" href={contact}>
            {t('footer.contactUs')}
          </a>
        </li>
      )}
      {newsletter && (
        <li>
          <a className="button button--light" href={newsletter}>
            {t('footer.newsletter')}
          </a>
        </li>
      )}
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { country, locale, router } = useSite();
  const { openPreferences } = useConsent();
  // The withdrawal form (issue 20) is a legal page of the shop's: reachable from every page.
  const withdrawal = hasPage('withdrawal') ? router.href('withdrawal', {}, locale) : null;
  const blocks = useMenu('footer');
  const legal = useMenu('legal');
  const certified = COUNTRY_INFO[country].certifiedLogo[locale];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <FooterCarousel />
        <div className="site-footer__main">
          {blocks.length > 0 && (
            <div className="site-footer__blocks">
              {blocks.map((block, index) => (
                <section key={`${block.label}-${index}`} className="site-footer__block">
                  <h2 className="site-footer__title">{block.label}</h2>
                  <Links links={block.childs} className="site-footer__links" />
                </section>
              ))}
            </div>
          )}
          <ContactLinks />
        </div>
        {legal.length > 0 && (
          <nav aria-label={t('footer.legal')}>
            <Links links={legal} className="site-footer__legal" />
          </nav>
        )}
        <div className="site-footer__bottom">
          {certified && <CertifiedLogo code={certified} label={t('footer.certifiedCompany')} />}
          {withdrawal && (
            <a className="site-footer__withdrawal" href={withdrawal}>
              {router.table(locale).titles.withdrawal}
            </a>
          )}
          <button type="button" className="link-button site-footer__cookies" onClick={openPreferences}>
            {t('footer.cookiePreferences')}
          </button>
          <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
