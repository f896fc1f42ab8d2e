// The footer around the product page, as heavy as Vitrine's: the commitments, the footer blocks,
// the contact link, the legal links, the certified-company logo, the cookie button, the copyright.
import { CertifiedLogo } from './icons.tsx';
import type { Chrome } from './product-page-data.ts';

export function SiteFooter({ footer }: { footer: Chrome['footer'] }) {
  const total = footer.commitments.length;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="footer-carousel" aria-roledescription="carousel" aria-label={footer.carouselLabel}>
          <ul className="footer-carousel__slides" aria-live="off">
            {footer.commitments.map((commitment, index) => (
              <li
                key={commitment}
                className={
                  index === 0 ? 'footer-carousel__slide footer-carousel__slide--current' : 'footer-carousel__slide'
                }
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${total}`}
              >
                {commitment}
              </li>
            ))}
          </ul>
        </section>
        <div className="site-footer__main">
          <div className="site-footer__blocks">
            {footer.blocks.map((block) => (
              <section key={block.title} className="site-footer__block">
                <h2 className="site-footer__title">{block.title}</h2>
                <ul className="site-footer__links">
                  {block.links.map((link) => (
                    <li key={link.href + link.label}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <ul className="site-footer__contact">
            <li>
              <a className="button button--light" href={footer.contact.href}>
                {footer.contact.label}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={footer.legalLabel}>
          <ul className="site-footer__legal">
            {footer.legal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__bottom">
          <CertifiedLogo label={footer.certifiedCompany} code="it" />
          <button type="button" className="link-button site-footer__cookies">
            {footer.cookiePreferences}
          </button>
          <p className="site-footer__copyright">{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
