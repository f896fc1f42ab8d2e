// The newsletter page (SPEC §2.2: Spanish site only, /newsletter): the title, what the newsletter
// brings, and the sign-up form (email, city of residence, consent). Rendered again by the server
// with the values and messages of a failed POST (its route action's data, decision 019); private
// to the visitor.
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { formTokenQuery } from '../app/queries/forms.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { NewsletterForm } from '../components/forms/newsletter-form.tsx';

function NewsletterPage() {
  const { t } = useTranslation('forms');
  return (
    <div className="form-page form-page--narrow">
      <PageIntro title={t('newsletter.title')} intro={t('newsletter.intro')} />
      <NewsletterForm variant="page" />
    </div>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms'],
  async load({ queryClient }) {
    await queryClient.ensureQueryData(formTokenQuery());
    return null;
  },
  head(_data, context) {
    return {
      title: context.t('forms:newsletter.title'),
      description: context.t('forms:newsletter.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: NewsletterPage,
};
