// SPEC §2.2 'Who can advise me' (fr-be, nl-be, fr-ch, es-es), §2.3 'specialist finder': by
// profile, who can help and how to reach them. Consumers are sent to a pharmacy trained to
// advise (the finder, filtered); everyone can write to us with their profile already chosen in
// the contact form (`?profile=`), once the site has that page.
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { hasPage } from '../app/page-registry.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useHref } from '../app/site.tsx';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { AdviceGroupSection, type AdviceLinks } from '../components/locator/advice-group-section.tsx';
import { ADVICE_GROUPS, adviceGroupAnchor } from '../components/locator/advice-profiles.ts';
import { finderQueryString } from '../components/locator/finder-search.ts';

function useAdviceLinks(): AdviceLinks {
  const href = useHref();
  const finder = hasPage('storeFinder') ? href('storeFinder') : null;
  return {
    finder: finder && `${finder}${finderQueryString({ where: { kind: 'none' }, adviceOnly: true })}`,
    contact: hasPage('contact') ? href('contact') : null,
  };
}

function WhoCanAdvisePage() {
  const { t } = useTranslation('locator');
  const links = useAdviceLinks();
  return (
    <div className="who-can-advise">
      <PageIntro title={t('whoCanAdvise.title')} intro={t('whoCanAdvise.intro')}>
        <nav className="who-can-advise__profiles" aria-labelledby="who-can-advise-choose">
          <p id="who-can-advise-choose">{t('whoCanAdvise.choose')}</p>
          <ul>
            {ADVICE_GROUPS.map((group) => (
              <li key={group.key}>
                <a href={`#${adviceGroupAnchor(group.key)}`}>{t(`whoCanAdvise.groups.${group.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="who-can-advise__groups">
        {ADVICE_GROUPS.map((group) => (
          <AdviceGroupSection key={group.key} group={group} links={links} />
        ))}
      </div>
    </div>
  );
}

export const page: PageModule<null> = {
  namespaces: ['locator', 'forms'],
  load: async () => null,
  head(_data, context) {
    return {
      title: context.t('locator:whoCanAdvise.title'),
      description: context.t('locator:whoCanAdvise.description'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: WhoCanAdvisePage,
};
