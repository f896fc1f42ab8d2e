// What every form of the account area does the same way (decisions 015, 019, 026): it starts from
// the values and messages the server rendered it with after a refused POST (without JavaScript),
// checks each field with the shared schema as the visitor goes, and, once every field is right,
// goes to its page's route action through a fetcher (no reload; a form that opened or ended a
// session is followed by a document load, which the action decides). A refusal puts each message
// beside its field and the form-wide one above the form, which takes the focus. `onDone` sees a
// success that stays on the page (the reset request's 'an e-mail is on its way'), and `done` says
// it went through: after that answer, or, without JavaScript, when the page's URL carries the
// redirect's `done=<form>` (a customer's page saved).
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import { DONE_PARAM } from '../../../shared/account-paths.ts';
import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { FormAnswer, FormError, FormName, FormRefusal, FormSuccess } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { fieldErrorText } from '../forms/field-error-text.ts';
import { useAlertFocus } from '../forms/use-alert-focus.ts';
import { useFormSubmission, useServedRefusal } from '../forms/use-form-action.ts';
import { useFormFields, type Validate } from '../forms/use-form-fields.ts';

export interface AccountFormOptions<F extends string> {
  form: FormName;
  fields: readonly F[];
  /** The values a fresh form starts with. */
  initial: Readonly<Record<F, string>>;
  validate: Validate<Readonly<Record<F, string>>>;
  /** A success that leaves the visitor on the page. */
  onDone?: (answer: FormSuccess) => void;
  /** More checks right before sending (the city lookup of an address): their messages, none when all is well. */
  checkBeforeSending?: () => Promise<FieldErrors>;
  /** Sees a refusal of the action (the cities of the postal code it knows). */
  onRefusal?: (refusal: FormRefusal) => void;
}

/** What a control of the form takes: its id (fixed: the summary's links name it), name, value, message and handlers. */
export interface ControlBinding {
  id: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function useAccountForm<F extends string>({
  form,
  fields,
  initial,
  validate,
  onDone,
  checkBeforeSending,
  onRefusal,
}: AccountFormOptions<F>) {
  const { t } = useTranslation('forms');
  const served = useServedRefusal(form);
  const doneInUrl = new URLSearchParams(useLocation().search).get(DONE_PARAM) === form;
  // The form starts once, from the server's values when it renders a refused POST again.
  const [start] = useState(() => (served ? formValuesOf(fields, served.values, initial) : initial));
  const state = useFormFields<Readonly<Record<F, string>>>({
    initial: start,
    initialErrors: served?.errors ?? {},
    validate,
  });
  const [formError, setFormError] = useState<FormError | null>(served?.formError ?? null);
  const [done, setDone] = useState(doneInUrl && !served);
  const { ref: alertRef, focusAlert } = useAlertFocus();
  const { sending, submit } = useFormSubmission({
    key: form,
    onAnswer: (answer: FormAnswer) => {
      if (answer.ok) {
        setFormError(null);
        setDone(true);
        onDone?.(answer);
        return;
      }
      state.setErrors(answer.errors as FieldErrors);
      setFormError(answer.formError);
      setDone(false);
      onRefusal?.(answer);
      focusAlert();
    },
  });

  const idOf = (field: F) => `${form}-${field}`;
  const errorOf = (field: F) => fieldErrorText(t, state.errors[field]);
  const control = (field: F): ControlBinding => ({
    id: idOf(field),
    name: field,
    value: state.values[field],
    error: errorOf(field),
    onChange: (value: string) => state.setValue(field, value),
    onBlur: () => state.blur(field),
  });

  async function send(element: HTMLFormElement) {
    const checked = state.validateAll();
    const more = checkBeforeSending ? await checkBeforeSending() : {};
    state.setErrors(more);
    if (!checked.ok || Object.keys(more).length > 0) {
      setFormError({ code: 'invalid' });
      setDone(false);
      focusAlert();
      return;
    }
    setFormError(null);
    submit(element);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sending) void send(event.currentTarget);
  }

  /** The fields for the summary above the form, in order, with their labels. */
  const alertFields = (labels: Readonly<Record<F, string>>) =>
    fields.map((field) => ({ name: field, id: idOf(field), label: labels[field] }));

  return {
    ...state,
    served,
    formError,
    done: done && !sending,
    alertRef,
    sending,
    onSubmit,
    control,
    idOf,
    alertFields,
  };
}
