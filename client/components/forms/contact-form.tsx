// The contact form (SPEC §3 'Contact request', §5, decisions 015, 019). A real POST form to its
// own page, whose route action takes it, so it works without JavaScript: the server checks it,
// stores it and shows the confirmation, or renders it again with the values and messages (the
// action's refusal). With JavaScript the same schema checks each field as the visitor goes, the
// city follows the postal code, and the form goes to the same action without a page load. What
// the visitor types is never lost: it stays in the form whatever fails, and in the tab's draft
// until the request is stored.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import { COUNTRIES, type Country } from '../../../config/countries.ts';
import {
  CIVILITIES,
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  initialContactValues,
  validateContact,
  YES_NO,
} from '../../../shared/forms/contact-form.ts';
import { CSRF_FIELD, FORM_FIELD, type FormAnswer, type FormError } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import { ORIGIN_CODES, PROFILES, SUBJECTS, SUBMISSION_LIMITS } from '../../../shared/schemas/submissions.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { formTokenQuery } from '../../app/queries/forms.ts';
import { useSuspenseQuery } from '../../app/query-hooks.ts';
import { useHref, useSite } from '../../app/site.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { CityField } from './city-field.tsx';
import { RadioGroup, SelectControl, TextControl } from './controls.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { FormAlert } from './form-alert.tsx';
import { useAlertFocus } from './use-alert-focus.ts';
import { useCityLookup } from './use-city-lookup.ts';
import { draftKey, useDraft } from './use-draft.ts';
import { useFormSubmission, useServedRefusal } from './use-form-action.ts';
import { useFormFields } from './use-form-fields.ts';

/** The query parameter a link uses to preselect the visitor's profile (`?profile=pharmacist`). */
export const PROFILE_PARAM = 'profile';

const countryOr = (value: string, fallback: Country): Country =>
  (COUNTRIES as readonly string[]).includes(value) ? (value as Country) : fallback;

export function ContactForm() {
  const { t } = useTranslation('forms');
  const { locale, country: siteCountry } = useSite();
  const href = useHref();
  const { search } = useLocation();
  const { data: token } = useSuspenseQuery(formTokenQuery());
  const hydrated = useHydrated();
  // Fixed ids (one contact form per page): the summary's links and the labels must name the very
  // ids the server wrote, whatever the tree around the form.
  const idOf = (field: ContactField) => `contact-${field}`;

  const served = useServedRefusal('contact');
  // The form starts once, from the server's values when it renders a failed POST again.
  const [initial] = useState<ContactValues>(() => {
    const start = initialContactValues(siteCountry, new URLSearchParams(search).get(PROFILE_PARAM));
    return served ? formValuesOf(CONTACT_FIELDS, served.values, start) : start;
  });
  const fields = useFormFields({ initial, initialErrors: served?.errors ?? {}, validate: validateContact });
  const { values, errors } = fields;
  const [formError, setFormError] = useState<FormError | null>(served?.formError ?? null);
  const [serverCities, setServerCities] = useState(served?.cities ?? null);
  const { ref: alertRef, focusAlert } = useAlertFocus();
  const { sending, submit } = useFormSubmission({
    key: 'contact',
    // The action's refusal: its messages beside their fields, and above the form.
    onAnswer: (answer: FormAnswer) => {
      if (answer.ok) return;
      fields.setErrors(answer.errors);
      if (answer.cities) setServerCities(answer.cities);
      setFormError(answer.formError);
      focusAlert();
    },
  });
  useDraft(draftKey('contact', locale), values, { restore: fields.setValues, skipRestore: served !== null });

  const country = countryOr(values.country, siteCountry);
  const { choices, errorsBeforeSending } = useCityLookup({
    country,
    zipcode: values.zipcode,
    city: values.city,
    serverCities,
    setCity: (city) => fields.setValues({ city }),
    setErrors: fields.setErrors,
  });

  const text = (field: ContactField) => fieldErrorText(t, errors[field]);
  const control = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: text(field),
    onChange: (value: string) => fields.setValue(field, value),
    onBlur: () => fields.blur(field),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const checked = fields.validateAll();
    // The schema's messages show now; the lookup adds its own for the postal code and the city.
    // When the lookup cannot answer, the server decides.
    const lookupErrors = await errorsBeforeSending();
    fields.setErrors(lookupErrors);
    if (!checked.ok || Object.keys(lookupErrors).length > 0) {
      setFormError({ code: 'invalid' });
      focusAlert();
      return;
    }
    setFormError(null);
    submit(form);
  }

  const alertFields = CONTACT_FIELDS.map((field) => ({ name: field, id: idOf(field), label: t(LABELS[field]) }));
  return (
    <form
      className="form form--contact"
      method="post"
      action={href('contact') ?? undefined}
      noValidate={hydrated}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending || undefined}
    >
      <p className="form__notice">{t('requiredNotice')}</p>
      <FormAlert ref={alertRef} formError={formError} errors={errors} fields={alertFields} />
      <input type="hidden" name={CSRF_FIELD} value={token ?? ''} />
      <input type="hidden" name={FORM_FIELD} value="contact" />

      <fieldset className="form__section">
        <legend className="form__section-title">{t('contact.aboutYou')}</legend>
        <RadioGroup
          {...control('civility')}
          label={t(LABELS.civility)}
          required
          options={CIVILITIES.map((value) => ({ value, label: t(`civilities.${value}`) }))}
        />
        <div className="form__row">
          <TextControl {...control('firstname')} label={t(LABELS.firstname)} required autoComplete="given-name" />
          <TextControl {...control('lastname')} label={t(LABELS.lastname)} required autoComplete="family-name" />
        </div>
        <TextControl
          {...control('email')}
          label={t(LABELS.email)}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextControl {...control('address1')} label={t(LABELS.address1)} autoComplete="address-line1" />
        <TextControl {...control('address2')} label={t(LABELS.address2)} autoComplete="address-line2" />
        <TextControl {...control('address3')} label={t(LABELS.address3)} autoComplete="address-line3" />
        <SelectControl
          {...control('country')}
          label={t(LABELS.country)}
          required
          options={COUNTRIES.map((value) => ({ value, label: t(`countries.${value}`) }))}
        />
        <div className="form__row form__row--zip">
          <TextControl
            {...control('zipcode')}
            label={t(LABELS.zipcode)}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            hint={t(`hints.zipCode.${country}`)}
            className="form-field--zip"
          />
          <CityField
            id={idOf('city')}
            value={values.city}
            error={text('city')}
            choices={choices}
            onChange={(value) => fields.setValue('city', value)}
            onBlur={() => fields.blur('city')}
          />
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__section-title">{t('contact.yourRequest')}</legend>
        <SelectControl
          {...control('profile')}
          label={t(LABELS.profile)}
          required
          placeholder={t('select')}
          options={PROFILES.map((value) => ({ value, label: t(`profiles.${value}`) }))}
        />
        <SelectControl
          {...control('subject')}
          label={t(LABELS.subject)}
          required
          placeholder={t('select')}
          options={SUBJECTS.map((value) => ({ value, label: t(`subjects.${value}`) }))}
        />
        <TextControl
          {...control('message')}
          label={t(LABELS.message)}
          required
          rows={7}
          hint={t('hints.message', { max: SUBMISSION_LIMITS.message })}
        />
        <RadioGroup
          {...control('newsletter')}
          label={t(LABELS.newsletter)}
          required
          options={YES_NO.map((value) => ({ value, label: t(`choice.${value}`) }))}
        />
        <SelectControl
          {...control('origin')}
          label={t(LABELS.origin)}
          options={ORIGIN_CODES.map((value) => ({ value, label: t(`origins.${value}`) }))}
        />
      </fieldset>

      <div className="form__actions">
        <button type="submit" className="button form__submit" aria-disabled={sending || undefined}>
          {sending ? t('sending') : t('submit')}
        </button>
        <p className="visually-hidden" role="status">
          {sending ? t('sending') : ''}
        </p>
      </div>
    </form>
  );
}

/** The label of each field (keys of the `forms` texts). */
const LABELS: Record<ContactField, string> = {
  civility: 'fields.civility',
  firstname: 'fields.firstName',
  lastname: 'fields.lastName',
  email: 'fields.email',
  address1: 'fields.address',
  address2: 'fields.addressComplement',
  address3: 'fields.addressMore',
  country: 'fields.country',
  zipcode: 'fields.zipCode',
  city: 'fields.city',
  profile: 'fields.profile',
  subject: 'fields.subject',
  message: 'fields.message',
  newsletter: 'fields.newsletter',
  origin: 'fields.origin',
};
