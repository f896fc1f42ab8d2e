// The forms of a list of the customer's things (the address book, the favourites): each entry has
// its own small POST forms (delete, make default, remove), which work without JavaScript. With it,
// they all go through one fetcher of the page, so what an answer says outlives the entry it was
// about (a deleted address is gone from the list the answer brings, its 'deleted' is said above
// the list): the entry being sent, and the last answer, are the page's to show.
import { type FormEvent, useEffect } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';

import { DONE_PARAM } from '../../../shared/account-paths.ts';
import type { FormAnswer, FormName, FormRefusal } from '../../../shared/forms/form-protocol.ts';

export interface ListActions {
  /** The fields being sent, while a form is on its way. */
  pending: FormData | null;
  /** What the last submission did (`done` of its form), or the refusal it met; null before any. */
  done: string | null;
  refusal: FormRefusal | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useListActions(key: string, forms: readonly FormName[]): ListActions {
  const fetcher = useFetcher<FormAnswer>({ key });
  const served = useActionData() as FormAnswer | null | undefined;
  // The browser's form step comes with the forms, not when one is sent.
  useEffect(() => void import('../forms/send-form.ts'), []);
  // After a form without JavaScript: the redirect's `done=<form>`.
  const named = new URLSearchParams(useLocation().search).get(DONE_PARAM);
  const doneInUrl = forms.find((form) => form === named) ?? null;
  const idle = fetcher.state === 'idle';
  const answer = fetcher.data ?? (served && !served.ok && forms.includes(served.form) ? served : null);
  return {
    pending: idle ? null : (fetcher.formData ?? null),
    done: !idle ? null : answer ? (answer.ok ? (answer.done ?? null) : null) : doneInUrl,
    refusal: idle && answer && !answer.ok ? answer : null,
    onSubmit: (event) => {
      event.preventDefault();
      if (idle) void fetcher.submit(event.currentTarget, { method: 'post' });
    },
  };
}
