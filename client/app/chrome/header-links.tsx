// The header's links beside the language selector (SPEC §2.3): the pharmacy finder when the
// global setting point_of_sale is '1', and the health magazine (the advice home).
import { useTranslation } from '../i18n.tsx';
import { hasPage } from '../page-registry.ts';
import { useHref } from '../site.tsx';
import { useStoreLink } from './store-link.ts';

export function HeaderLinks() {
  const { t } = useTranslation();
  const href = useHref();
  const store = useStoreLink(['storeFinder', 'whoCanAdvise']);
  const magazine = hasPage('adviceHome') ? href('adviceHome') : null;
  if (!store && !magazine) return null;
  return (
    <ul className="header-links">
      {store && (
        <li>
          <a className="header-links__store" href={store.href}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"
                fill="currentColor"
              />
            </svg>
            {t(store.kind === 'storeFinder' ? 'header.storeFinder' : 'header.whoCanAdvise')}
          </a>
        </li>
      )}
      {magazine && (
        <li>
          <a className="header-links__magazine" href={magazine}>
            {t('header.healthMagazine')}
          </a>
        </li>
      )}
    </ul>
  );
}
