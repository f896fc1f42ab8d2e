// Every CMS page of the seed, in all five languages (catalog/seed/pages/ holds one module per
// kind of page). Ids by kind: advice 1–24 (six per theme 1–4), quality and innovation 25–30,
// expertise 31–34, about 35–38 and 67–69, news 39–44, standard (legal) 45–48, corporate 49–50, brand
// corner 51–52, need pages 53–64, and two that are not public (a draft and a news item scheduled
// for 2099) 65–66. Slugs are unique per language across all pages: they share
// the catch-all CMS route.
import { ABOUT_PAGES } from './pages/about.ts';
import { ABOUT_PRACTICE_PAGES } from './pages/about-practice.ts';
import { DIGESTION_ADVICE } from './pages/advice-digestion.ts';
import { IMMUNITY_ADVICE } from './pages/advice-immunity.ts';
import { SLEEP_ADVICE } from './pages/advice-sleep.ts';
import { VITALITY_ADVICE } from './pages/advice-vitality.ts';
import { CORPORATE_PAGES } from './pages/corporate.ts';
import { EXPERTISE_PAGES } from './pages/expertise.ts';
import { INNOVATION_PAGES } from './pages/innovation.ts';
import { LEGAL_PAGES } from './pages/legal.ts';
import { NEED_PAGES } from './pages/needs.ts';
import { NEWS_PAGES } from './pages/news.ts';
import { UNRELEASED_PAGES } from './pages/unreleased.ts';
import type { SeedPage } from './types.ts';

export const PAGES: readonly SeedPage[] = Object.freeze([
  ...DIGESTION_ADVICE,
  ...IMMUNITY_ADVICE,
  ...SLEEP_ADVICE,
  ...VITALITY_ADVICE,
  ...INNOVATION_PAGES,
  ...EXPERTISE_PAGES,
  ...ABOUT_PAGES,
  ...ABOUT_PRACTICE_PAGES,
  ...NEWS_PAGES,
  ...LEGAL_PAGES,
  ...CORPORATE_PAGES,
  ...NEED_PAGES,
  ...UNRELEASED_PAGES,
]);
