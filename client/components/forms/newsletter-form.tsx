// The newsletter sign-up (SPEC §2.2 /newsletter, §3: email, city of residence, consent), in two
// variants: the Spanish site's page, and the chrome's pop-in, which embeds it:
//
//   <NewsletterForm variant="popin" onDone={closePopIn} />
//
// A real POST form to the newsletter page's route action (where the locale has one, decisions
// 015, 019); with JavaScript it is checked inline by the shared schema and goes to that action
// without a page load. The pop-in's form goes to the route action of the page it shows on, so it
// works in any locale. On success the page variant goes to the confirmation page (the action's
// redirect); the pop-in shows the confirmation in place of the form and calls `onDone`.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import { LOCALE_INFO } from '../../../config/locales.ts';
import { DATA_PROTECTION_SLUGS } from '../../../shared/data-protection-page.ts';
import {
  CSRF_FIELD,
  FORM_FIELD,
  type FormAnswer,
  type FormError,
  type FormRefusal,
} from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import {
  CONSENT_VALUE,
  EMPTY_NEWSLETTER_VALUES,
  NEWSLETTER_FIELDS,
  type NewsletterField,
  validateNewsletter,
} from '../../../shared/forms/newsletter-form.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { LINK_MARK, TextWithLink } from '../text-with-link.tsx';
import { CheckboxControl, TextControl } from './controls.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { useAlertFocus } from './use-alert-focus.ts';
import { useFormSubmission, useServedRefusal } from './use-form-action.ts';
import { useFormFields } from './use-form-fields.ts';

export interface NewsletterFormProps {
  variant: 'page' | 'popin';
  /** Called once the sign-up is stored (the pop-in closes itself, sets its cookie…). */
  onDone?: () => void;
}

const LABELS: Record<NewsletterField, string> = {
  email: 'fields.email',
  city: 'fields.residenceCity',
  consent: 'fields.consent',
};

export function NewsletterForm({ variant, onDone }: NewsletterFormProps) {
  const { t } = useTranslation('forms');
  const href = useHref();
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // Read once, never awaited: a pop-in may show on any page, where the server gave no token (its
  // first POST then gets one). Only the page shows what the server rendered after a POST; a pop-in
  // always starts afresh.
  const [token] = useState(() => queryClient.getQueryData(formTokenQuery().queryKey) ?? null);
  const servedToPage = useServedRefusal('newsletter');
  const served: FormRefusal | null = variant === 'page' ? servedToPage : null;
  const hydrated = useHydrated();
  // Fixed ids, one set per variant (the page and the pop-in may share a page): the summary's links
  // and the labels must name the very ids the server wrote.
  const idOf = (field: NewsletterField) => `newsletter-${variant}-${field}`;
  const [initial] = useState(() =>
    served ? formValuesOf(NEWSLETTER_FIELDS, served.values, EMPTY_NEWSLETTER_VALUES) : EMPTY_NEWSLETTER_VALUES,
  );
  const fields = useFormFields({ initial, initialErrors: served?.errors ?? {}, validate: validateNewsletter });
  const { values, errors } = fields;
  const [formError, setFormError] = useState<FormError | null>(served?.formError ?? null);
  const [done, setDone] = useState(false);
  const { ref: alertRef, focusAlert } = useAlertFocus();
  const { sending, submit } = useFormSubmission({
    key: `newsletter-${variant}`,
    onAnswer: (answer: FormAnswer) => {
      if (answer.ok) {
        // The pop-in's sign-up: the page stays, the pop-in says it is done.
        setDone(true);
        onDone?.();
        return;
      }
      fields.setErrors(answer.errors);
      setFormError(answer.formError);
      focusAlert();
    },
  });

  const control = (field: NewsletterField) => ({
    id: idOf(field),
    name: field,
    error: fieldErrorText(t, errors[field]),
    onBlur: () => fields.blur(field),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!fields.validateAll().ok) {
      setFormError({ code: 'invalid' });
      focusAlert();
      return;
    }
    setFormError(null);
    submit(event.currentTarget);
  }

  if (done) {
    return (
      <p className={`form__done form__done--${variant}`} role="status">
        {t('success.newsletter')}
      </p>
    );
  }
  const alertFields = NEWSLETTER_FIELDS.map((field) => ({ name: field, id: idOf(field), label: t(LABELS[field]) }));
  return (
    <form
      className={`form form--newsletter form--${variant}`}
      method="post"
      // The page's own route action; the pop-in's, that of the page it shows on (it needs JavaScript anyway).
      action={variant === 'page' ? (href('newsletter') ?? undefined) : pathname + search}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
    >
      <p className="form__notice">{t('requiredNotice')}</p>
      <FormAlert ref={alertRef} formError={formError} errors={errors} fields={alertFields} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="newsletter" />
      <TextControl
        {...control('email')}
        label={t(LABELS.email)}
        value={values.email}
        onChange={(value) => fields.setValue('email', value)}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextControl
        {...control('city')}
        label={t(LABELS.city)}
        value={values.city}
        onChange={(value) => fields.setValue('city', value)}
        required
        autoComplete="address-level2"
      />
      <CheckboxControl
        {...control('consent')}
        label={t(LABELS.consent)}
        value={CONSENT_VALUE}
        checked={values.consent === CONSENT_VALUE}
        onChange={(checked) => fields.setValue('consent', checked ? CONSENT_VALUE : '')}
        required
        description={
          <TextWithLink
            text={t('newsletter.privacy', { link: LINK_MARK })}
            href={href('cmsPage', { cmsPath: DATA_PROTECTION_SLUGS[LOCALE_INFO[locale].language] })}
          >
            {t('newsletter.privacyLink')}
          </TextWithLink>
        }
      />
      <div className="form__actions">
        <button type="submit" className="button form__submit" aria-disabled={sending || undefined}>
          {sending ? t('sending') : t('subscribe')}
        </button>
        <p className="visually-hidden" role="status">
          {sending ? t('sending') : ''}
        </p>
      </div>
    </form>
  );
}
