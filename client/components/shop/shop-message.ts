// What a refused cart form says (issue 20, SPEC §8), in the product texts every page has.
import type { FormRefusal } from '../../../shared/forms/form-protocol.ts';
import type { Translate } from '../../../shared/i18n/translator.ts';

export function shopRefusalText(t: Translate, refusal: FormRefusal): string {
  const { formError, errors } = refusal;
  if (formError?.code === 'shop' && formError.reason) return t(`shop.errors.${formError.reason}`);
  if (errors.quantity) return t('shop.errors.quantity');
  if (errors.code) return t('shop.errors.codeEmpty');
  if (formError?.code === 'sessionExpired') return t('shop.errors.sessionExpired');
  return t('shop.errors.generic');
}
