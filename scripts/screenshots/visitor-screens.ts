// The screens of one locale any visitor sees, in one browser page: every visitor kind at the path
// found for it, the pharmacy finder's results for a place, the quiz answered, a page that does not
// exist (404) and a malformed URL (400).
import type { Country } from '../../config/countries.ts';
import type { Locale } from '../../config/locales.ts';
import type { Router } from '../../routes/compiler.ts';
import { pathOfKind, type ScreenPaths } from './find-screen-paths.ts';
import { PLACE_OF } from './places.ts';
import { SHOP_VISITOR_KINDS, VISITOR_KINDS } from './screen-kinds.ts';
import { record, type Results } from './screen-result.ts';
import type { ScreenShooter } from './screen-shooter.ts';

/** Answers of the quiz besides the need: a plain adult with no preference. */
const QUIZ_ANSWERS = 'age=adult&pregnancy=no&diet=any&form=any';
/** Percent-encoding that decodes to no character (test/server/render/malformed-url-page.test.ts). */
const MALFORMED = '%E0%A4%A';

export interface VisitorScreensOptions {
  shooter: ScreenShooter;
  locale: Locale;
  router: Router;
  paths: ScreenPaths;
  shopOpen: boolean;
  results: Results;
}

export async function visitorScreens({ shooter, locale, router, paths, shopOpen, results }: VisitorScreensOptions) {
  const kinds = shopOpen ? [...VISITOR_KINDS, ...SHOP_VISITOR_KINDS] : VISITOR_KINDS;
  const routed = new Set(router.table(locale).routes.map((route) => route.kind));
  for (const kind of kinds) {
    if (!routed.has(kind)) {
      const skipped = { outcome: 'skipped', reason: 'the locale has no such page (routes/tables)' } as const;
      record(results, locale, kind, skipped);
      if (kind === 'storeFinder') record(results, locale, 'storeFinderResults', skipped);
      continue;
    }
    const path = pathOfKind(paths, router, kind, locale);
    if (path === null) {
      record(results, locale, kind, { outcome: 'failed', error: 'no page of this kind met by the crawl' });
      continue;
    }
    const shown = await shooter.visit(kind, path);
    if (kind === 'storeFinder' && shown)
      await shooter.visit('storeFinderResults', `${path}?q=${PLACE_OF[locale.slice(3) as Country].zipcode}`);
    if (kind === 'quiz' && shown) {
      const need = await shooter.page
        .$eval('input[name="need"]', (input) => (input as HTMLInputElement).value)
        .catch(() => null);
      if (need === null)
        record(results, locale, 'quizResults', { outcome: 'failed', error: 'the quiz offers no need' });
      else await shooter.visit('quizResults', `${path}?need=${need}&${QUIZ_ANSWERS}`);
    }
  }
  const home = router.href('home', {}, locale)!.replace(/\/$/, '');
  await shooter.visit('notFound', `${home}/screenshots-no-such-page`);
  await shooter.visit('badRequest', `${home}/${MALFORMED}`);
}
