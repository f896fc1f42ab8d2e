// Where a contact request leads once stored (SPEC §2.2 'Contact confirmation', §8 'La demande de
// contact a bien été envoyée.'): never indexed (route metadata) nor kept by a cache (page-cache.ts).
import type { PageModule } from '../app/page-module.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { FormConfirmation } from '../components/forms/form-confirmation.tsx';

export const page: PageModule<null> = {
  namespaces: ['forms'],
  async load() {
    return null;
  },
  head(_data, context) {
    return {
      title: context.t('forms:contactConfirmation.title'),
      description: context.t('forms:success.contact'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: function ContactConfirmationPage() {
    return <FormConfirmation message="success.contact" body="contactConfirmation.body" />;
  },
};
