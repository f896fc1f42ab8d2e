// The footer (SPEC §2.3): the catalog's footer blocks (a label and its links), the legal links
// and the copyright.
import type { MenuLink } from '../../../shared/schemas/site.ts';
import { useTranslation } from '../i18n.tsx';
import { useSite } from '../site.tsx';
import { menuHref } from './menu-href.ts';
import { useMenu } from './use-menu.ts';

function Links({ links, className }: { links: readonly MenuLink[]; className: string }) {
  const { router, locale } = useSite();
  const items = links.map((link) => ({ link, href: menuHref(link, router, locale) })).filter(({ href }) => href !== null);
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

export function SiteFooter() {
  const { t } = useTranslation();
  const blocks = useMenu('footer');
  const legal = useMenu('legal');
  return (
    <footer className="site-footer">
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
      {legal.length > 0 && (
        <nav aria-label={t('footer.legal')}>
          <Links links={legal} className="site-footer__legal" />
        </nav>
      )}
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
