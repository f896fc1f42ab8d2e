// The visible breadcrumb (SPEC §2.3): on every page but home, starting at home, the current page
// last and not a link. The page's head gives the crumbs; the document's JSON-LD says the same.
import { useTranslation } from '../i18n.tsx';
import type { Crumb } from '../page-module.ts';
import { useHref } from '../site.tsx';

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const href = useHref();
  if (crumbs.length === 0) return null;
  const all: Crumb[] = [{ name: t('breadcrumb.home'), path: href('home') ?? '/' }, ...crumbs];
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.name}`}>
              {crumb.path && !last ? (
                <a href={crumb.path}>{crumb.name}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
