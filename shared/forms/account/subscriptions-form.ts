// Profile and subscriptions (SPEC §3): the five opt-ins, each a checkbox that sends CHECKED when
// ticked and nothing otherwise.
import { OPT_INS, type OptIns } from '../../schemas/account.ts';
import type { FormValues } from '../form-values.ts';
import { CHECKED } from './account-fields.ts';

export const SUBSCRIPTION_FIELDS = OPT_INS;
export type SubscriptionValues = FormValues<(typeof OPT_INS)[number]>;

export function subscriptionValuesOf(optIns: OptIns): SubscriptionValues {
  return Object.fromEntries(OPT_INS.map((optIn) => [optIn, optIns[optIn] ? CHECKED : ''])) as SubscriptionValues;
}

export function optInsOf(values: Readonly<Record<string, string>>): OptIns {
  return Object.fromEntries(OPT_INS.map((optIn) => [optIn, values[optIn] === CHECKED])) as OptIns;
}
