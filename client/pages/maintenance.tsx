// SPEC §4 'Maintenance': the page visitors are sent to while the site is in maintenance (503,
// never cached), in the maintenance layout.
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';

function MaintenancePage() {
  const { t } = useTranslation('errors');
  return (
    <section className="maintenance-page">
      <h1 id="main-heading" tabIndex={-1}>
        {t('maintenance.title')}
      </h1>
      <p>{t('maintenance.body')}</p>
      <p>{t('maintenance.retryLater')}</p>
    </section>
  );
}

export const page: PageModule<null> = {
  layout: 'maintenance',
  status: 503,
  async load() {
    return null;
  },
  head(_data, { t }) {
    return { title: t('errors:maintenance.title'), description: t('errors:maintenance.body'), breadcrumb: [] };
  },
  Page: MaintenancePage,
};
