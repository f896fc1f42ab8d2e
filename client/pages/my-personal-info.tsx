// The customer's personal information (issue 19, SPEC §3): their civility, names, birth date,
// telephones, province (es-es) and how they heard of us, in one form.
import type { RouteMatch } from '../../routes/kinds.ts';
import { spanishBlock } from '../../shared/forms/account/phone-numbers.ts';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { profileQuery } from '../app/queries/account.ts';
import { provincesQuery } from '../app/queries/provinces.ts';
import { AccountArea } from '../components/account/account-area.tsx';
import { accountHead } from '../components/account/account-head.ts';
import { PersonalInfoForm } from '../components/account/personal-info-form.tsx';

function PersonalInfoPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('account');
  return (
    <AccountArea match={match} intro={t('personalInfo.intro')}>
      <PersonalInfoForm />
    </AccountArea>
  );
}

export const page: PageModule<null> = {
  namespaces: ['forms', 'account'],
  async load({ queryClient, account, api, locale }) {
    await Promise.all([
      queryClient.ensureQueryData(profileQuery(account)),
      spanishBlock(locale) && queryClient.ensureQueryData(provincesQuery(api)),
    ]);
    return null;
  },
  head: accountHead('personalInfo.intro'),
  Page: PersonalInfoPage,
};
