// The contact page (SPEC §2.2 'Contact', §3, §5): the title, a word on what to ask, the
// customer service's card (phone, hours, address) and the contact form. Its CSRF token is what the server rendered it with, and after a failed POST the
// values and messages are its route action's data (decisions 015, 019); the page is private to
// the visitor (page-cache.ts). A link may preselect the profile: `?profile=pharmacist`.
import type { RouteMatch } from '../../routes/kinds.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { formTokenQuery } from '../app/queries/forms.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { PageIntro } from '../components/editorial/page-intro.tsx';
import { ContactDetails } from '../components/forms/contact-details.tsx';
import { ContactForm } from '../components/forms/contact-form.tsx';
import { routeTitle } from '../components/route-title.ts';

function ContactPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('forms');
  return (
    <div className="form-page contact-page">
      <PageIntro title={routeTitle(match)} intro={t('contact.intro')} />
      {/* The card comes first: on a phone the number and the hours show before the long form. */}
      <div className="contact-page__body">
        <ContactDetails />
        <ContactForm />
      </div>
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
      title: routeTitle(context.match),
      description: context.t('forms:contact.intro'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: ContactPage,
};
