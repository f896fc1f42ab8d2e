// Who can advise whom (SPEC §2.2 'Who can advise me', §3 'Profiles'): the contact form's
// profiles in four groups, each with the help it gets. Every profile belongs to exactly one
// group, so each can reach the contact form with its own profile chosen.
import { type PROFILES } from '../../../shared/schemas/submissions.ts';

export type Profile = (typeof PROFILES)[number];

export interface AdviceGroup {
  /** The group's key in the `locator:whoCanAdvise.groups` texts, and its section's id. */
  key: 'consumer' | 'healthProfessional' | 'pharmacist' | 'other';
  profiles: readonly Profile[];
  /** A pharmacy trained to advise is the first help (the finder, filtered). */
  pharmacy: boolean;
  /** The professional area (a separate site, SPEC §6) has what they need. */
  proSite: boolean;
}

export const ADVICE_GROUPS: readonly AdviceGroup[] = [
  { key: 'consumer', profiles: ['consumer'], pharmacy: true, proSite: false },
  {
    key: 'healthProfessional',
    profiles: ['family_doctor', 'gastroenterologist', 'fertility_professional', 'other_health_professional'],
    pharmacy: false,
    proSite: true,
  },
  { key: 'pharmacist', profiles: ['pharmacist'], pharmacy: false, proSite: true },
  { key: 'other', profiles: ['outside_mainland_france', 'other'], pharmacy: false, proSite: false },
];

/** The contact form's query parameter that chooses a profile. */
export const PROFILE_PARAM = 'profile';

/** The contact page with the profile chosen. */
export const contactWithProfile = (contactPath: string, profile: Profile) =>
  `${contactPath}?${new URLSearchParams({ [PROFILE_PARAM]: profile })}`;

/** The id of a group's section, which the page's profile links lead to. */
export const adviceGroupAnchor = (key: AdviceGroup['key']) => `profile-${key}`;
