// The online help (SPEC §2.2 'Online help (FAQ)'): the questions of GET /online-help, in order,
// each answer folded under its question, then a way to ask ours. The entries are critical: the
// head carries them as a FAQPage for search engines.
import type { FaqEntry } from '../../shared/schemas/brand.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { hasPage } from '../app/page-registry.ts';
import { onlineHelpQuery } from '../app/queries/editorial.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useSafeHref } from '../components/cards/use-safe-href.ts';
import { EditorialSection } from '../components/editorial/editorial-section.tsx';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { faqPageJsonLd } from '../components/editorial/structured-data.ts';
import { FaqList } from '../components/faq-list.tsx';

function FaqPage() {
  const { t } = useTranslation('editorial');
  const href = useSafeHref();
  const { data: entries } = useSuspenseQuery(onlineHelpQuery(useApi()));
  // The contact page is offered once the site has it (as the menus do).
  const contact = hasPage('contact') ? href('contact') : null;
  return (
    <div className="editorial editorial--narrow">
      <PageIntro title={t('faq.title')} intro={t('faq.intro')} />
      {entries.length > 0 ? <FaqList entries={entries} /> : <p>{t('faq.empty')}</p>}
      {contact && (
        <EditorialSection id="more-help" title={t('faq.moreTitle')}>
          <p>{t('faq.moreText')}</p>
          <p>
            <a className="button" href={contact}>
              {t('faq.contact')}
            </a>
          </p>
        </EditorialSection>
      )}
    </div>
  );
}

export const page: PageModule<FaqEntry[]> = {
  namespaces: ['editorial'],
  load: ({ api, queryClient }) => queryClient.ensureQueryData(onlineHelpQuery(api)),
  head(entries, context) {
    return {
      title: context.t('editorial:faq.title'),
      description: context.t('editorial:faq.intro'),
      breadcrumb: routeCrumbs(context),
      ...(entries.length > 0 && {
        jsonLd: ({ canonical }: { canonical: string }) => [faqPageJsonLd({ entries, url: canonical })],
      }),
    };
  },
  Page: FaqPage,
};
