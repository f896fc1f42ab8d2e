// The JSON a checkout step answers when the browser asks for its data (shared/page-state.ts):
// the queries its loader filled, as the document would carry them; or, for anything but such a
// page shown as it is (login for a visitor without a session, a 404, a public page), the URL the
// browser must load as a document.
import { dehydrate } from '@tanstack/react-query';

import { type PageStateAnswer, readsStateInPlace } from '../../shared/page-state.ts';
import type { FormPostAnswer, PreparedPage } from './prepare-page.tsx';

export function pageStateAnswer(prepared: PreparedPage | FormPostAnswer, url: string): PageStateAnswer {
  if (prepared.kind === 'redirect') return { document: prepared.location };
  if (prepared.kind !== 'page' || prepared.status !== 200 || !prepared.outcome.ok) return { document: url };
  const { match } = prepared.outcome.data;
  if (!match.meta.private || !readsStateInPlace(match.kind)) return { document: url };
  return { state: dehydrate(prepared.queryClient) };
}
