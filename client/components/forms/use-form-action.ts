// How a form component talks to its page's route action (decision 019). Without JavaScript the
// form posts itself and the server renders the page again with the action's refusal, which the
// form starts from (useServedRefusal). With JavaScript the form, once checked, is submitted
// through a fetcher to the same action (useFormSubmission); its answer is a refusal to show, or,
// from the pop-in, the news that the sign-up is stored; a form posted to its own page goes on to
// its confirmation page (the action's redirect).
import { useEffect, useEffectEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';

import type { FormAnswer, FormName, FormRefusal } from '../../../shared/forms/form-protocol.ts';

/** The refusal the server rendered the page with, for this form; null otherwise. */
export function useServedRefusal(form: FormName): FormRefusal | null {
  const actionData = useActionData() as FormAnswer | null | undefined;
  return actionData && !actionData.ok && actionData.form === form ? actionData : null;
}

export interface FormSubmission {
  /** A submission is on its way (sent, or its confirmation page loading). */
  sending: boolean;
  /** Sends the form's fields, as its element holds them, to its `action`: the page's route action. */
  submit(form: HTMLFormElement): void;
}

/** `onAnswer` sees each answer of the action that does not leave the page. */
export function useFormSubmission({
  key,
  onAnswer,
}: {
  key: string;
  onAnswer: (answer: FormAnswer) => void;
}): FormSubmission {
  const fetcher = useFetcher<FormAnswer>({ key });
  const answered = useEffectEvent(onAnswer);
  // The browser's form step (the route action's, client/entry.tsx) comes with the form, not when it is sent.
  useEffect(() => void import('./send-form.ts'), []);
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  return {
    sending: fetcher.state !== 'idle',
    submit: (element) => void fetcher.submit(element, { method: 'post' }),
  };
}
