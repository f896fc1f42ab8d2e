// The newsletter sign-up (SPEC §2.2 /newsletter, §3: email, city of residence, consent), in two
// variants: the Spanish site's page, and the chrome's pop-in, which embeds it:
//
//   <NewsletterForm variant="popin" onDone={closePopIn} />
//
// A real POST form to the newsletter page (where the locale has one, decision 015); with
// JavaScript it is checked inline by the shared schema and sent to /api/forms/newsletter without
// a page load, so it works in any locale. On success the page variant goes to the confirmation
// page; the pop-in shows the confirmation in place of the form and calls `onDone`.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

import { CSRF_FIELD, emptyFormState, formEndpoint, type FormError } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import {
  CONSENT_VALUE,
  EMPTY_NEWSLETTER_VALUES,
  NEWSLETTER_FIELDS,
  type NewsletterField,
  validateNewsletter,
} from '../../../shared/forms/newsletter-form.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { formStateQuery } from '../../app/queries/forms.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { CheckboxControl, TextControl } from './controls.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { antiSpamSiteKey } from './public-site-key.ts';
import { sendForm } from './send-form.ts';
import { useAlertFocus } from './use-alert-focus.ts';
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
  const { locale } = useSite();
  const href = useHref();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once, never awaited: a pop-in may show on any page, where the server seeded nothing. Only
  // the page shows what the server rendered after a POST; a pop-in always starts afresh.
  const [state] = useState(() => {
    const seeded = queryClient.getQueryData(formStateQuery('newsletter').queryKey);
    return variant === 'page' && seeded ? seeded : emptyFormState('newsletter', seeded?.token ?? null);
  });
  const hydrated = useHydrated();
  // Fixed ids, one set per variant (the page and the pop-in may share a page): the summary's links
  // and the labels must name the very ids the server wrote.
  const idOf = (field: NewsletterField) => `newsletter-${variant}-${field}`;
  const [initial] = useState(() =>
    state.values ? formValuesOf(NEWSLETTER_FIELDS, state.values, EMPTY_NEWSLETTER_VALUES) : EMPTY_NEWSLETTER_VALUES,
  );
  const fields = useFormFields({ initial, initialErrors: state.errors, validate: validateNewsletter });
  const { values, errors } = fields;
  const [formError, setFormError] = useState<FormError | null>(state.formError);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const { ref: alertRef, focusAlert } = useAlertFocus();

  const page = href('newsletter');
  const control = (field: NewsletterField) => ({
    id: idOf(field),
    name: field,
    error: fieldErrorText(t, errors[field]),
    onBlur: () => fields.blur(field),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!fields.validateAll().ok) {
      setFormError({ code: 'invalid' });
      focusAlert();
      return;
    }
    setSending(true);
    setFormError(null);
    const answer = await sendForm({
      form: 'newsletter',
      values,
      locale,
      token: state.token,
      antiSpamSiteKey: antiSpamSiteKey(),
    });
    setSending(false);
    if (answer.ok) {
      queryClient.setQueryData(formStateQuery('newsletter').queryKey, emptyFormState('newsletter', state.token));
      if (variant === 'page' && answer.redirect) return void navigate(answer.redirect);
      setDone(true);
      onDone?.();
      return;
    }
    fields.setErrors(answer.errors);
    setFormError(answer.formError);
    focusAlert();
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
      // Without JavaScript only a locale with a newsletter page can take the form (the pop-in needs JavaScript anyway).
      action={page ?? formEndpoint('newsletter')}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending || undefined}
    >
      <p className="form__notice">{t('requiredNotice')}</p>
      <FormAlert ref={alertRef} formError={formError} errors={errors} fields={alertFields} />
      <input type="hidden" name={CSRF_FIELD} value={state.token ?? ''} />
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
