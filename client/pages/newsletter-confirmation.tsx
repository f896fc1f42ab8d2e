// Where a newsletter sign-up leads once stored (SPEC §2.2 /newsletter/confirmacion): never indexed
// (route metadata) nor kept by a cache (page-cache.ts).
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
      title: context.t('forms:newsletterConfirmation.title'),
      description: context.t('forms:success.newsletter'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: function NewsletterConfirmationPage() {
    return <FormConfirmation message="success.newsletter" body="newsletterConfirmation.body" />;
  },
};
