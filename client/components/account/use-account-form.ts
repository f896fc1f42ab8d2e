// What every form of the customer's pages shares (decisions 015, 019, 026): it starts from what the
// account holds, or from the values and messages of the refusal the server rendered the page with
// (no JavaScript); with JavaScript it checks each field with the shared schema, is sent through a
// fetcher to the page's route action (no reload, a pending state), and shows the refusal's
// messages or what was saved. Without JavaScript the page says what was saved after the
// redirect's `done=<form>`.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import { DONE_PARAM } from '../../../shared/account-paths.ts';
import type { FieldErrors } from '../../../shared/forms/field-errors.ts';
import type { FormAnswer, FormError, FormName } from '../../../shared/forms/form-protocol.ts';
import { formValuesOf } from '../../../shared/forms/form-values.ts';
import { useAlertFocus } from '../forms/use-alert-focus.ts';
import { useFormSubmission, useServedRefusal } from '../forms/use-form-action.ts';
import { type FormFields, useFormFields, type Validate } from '../forms/use-form-fields.ts';

export interface AccountFormOptions<V extends Readonly<Record<string, string>>> {
  form: FormName;
  /** The fetcher's key, when a page has several forms of the same name (one per address). */
  key?: string;
  /** Only the refusal of this very form (the address a refusal is about). */
  isMine?: (values: Readonly<Record<string, string>>) => boolean;
  fieldNames: readonly (keyof V & string)[];
  /** What the account holds now. */
  initial: V;
  validate: Validate<V>;
  /** More checks right before sending (the city lookup); their messages, none when all is well. */
  checkBeforeSending?: () => Promise<FieldErrors>;
  /** After a refusal: the cities of the postal code the server knows. */
  onRefusal?: (answer: Exclude<FormAnswer, { ok: true }>) => void;
  /** After the form went through with JavaScript (the passwords are cleared…). */
  onSaved?: (fields: FormFields<V>) => void;
}

export interface AccountForm<V extends Readonly<Record<string, string>>> {
  fields: FormFields<V>;
  formError: FormError | null;
  /** The form went through: the page says so. */
  saved: boolean;
  sending: boolean;
  alertRef: ReturnType<typeof useAlertFocus>['ref'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Whether the page's URL says the form went through (`done=<form>`, after the no-JavaScript redirect). */
export function useDoneInUrl(form: FormName): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get(DONE_PARAM) === form;
}

export function useAccountForm<V extends Readonly<Record<string, string>>>({
  form,
  key = form,
  isMine = () => true,
  fieldNames,
  initial,
  validate,
  checkBeforeSending,
  onRefusal,
  onSaved,
}: AccountFormOptions<V>): AccountForm<V> {
  const servedRefusal = useServedRefusal(form);
  const served = servedRefusal && isMine(servedRefusal.values) ? servedRefusal : null;
  const doneInUrl = useDoneInUrl(form);
  // The form starts once, from the server's values when it renders a refused POST again.
  const [start] = useState<V>(() => (served ? (formValuesOf(fieldNames, served.values, initial) as V) : initial));
  const fields = useFormFields({
    initial: start,
    initialErrors: served?.errors ?? {},
    // The server's messages stand for the fields it did not send back (passwords).
    initialActive: served ? Object.keys(served.values) : undefined,
    validate,
  });
  const [formError, setFormError] = useState<FormError | null>(served?.formError ?? null);
  const [saved, setSaved] = useState(doneInUrl && !served);
  const { ref: alertRef, focusAlert } = useAlertFocus();
  const { sending, submit } = useFormSubmission({
    key,
    onAnswer: (answer) => {
      if (answer.ok) {
        setFormError(null);
        setSaved(true);
        onSaved?.(fields);
        return;
      }
      fields.setErrors(answer.errors);
      setFormError(answer.formError);
      setSaved(false);
      onRefusal?.(answer);
      focusAlert();
    },
  });

  async function send(element: HTMLFormElement) {
    const checked = fields.validateAll();
    const more = checkBeforeSending ? await checkBeforeSending() : {};
    fields.setErrors(more);
    if (!checked.ok || Object.keys(more).length > 0) {
      setFormError({ code: 'invalid' });
      setSaved(false);
      focusAlert();
      return;
    }
    setFormError(null);
    submit(element);
  }

  return {
    fields,
    formError,
    saved: saved && !sending,
    sending,
    alertRef,
    onSubmit: (event) => {
      event.preventDefault();
      if (!sending) void send(event.currentTarget);
    },
  };
}
