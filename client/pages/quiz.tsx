// The quiz of reading B (SPEC §1; issue 20): a few questions on needs and habits, and the needs
// and products that suit the answers, in every locale.
//
// The answers live in the query string (components/quiz/quiz-answers.ts), which the loader
// reads: answering is a GET the server renders whole, with or without JavaScript, and the result
// is shareable by its URL. The canonical URL is the quiz's own, without the answers. Values the
// page does not know are ignored and named, never an error.
import { useLocation } from 'react-router';

import type { RouteMatch } from '../../routes/kinds.ts';
import type { Need } from '../../shared/schemas/need.ts';
import { useApi } from '../app/api-context.tsx';
import { useTranslation } from '../app/i18n.tsx';
import type { PageModule } from '../app/page-module.ts';
import { needsQuery } from '../app/queries/needs.ts';
import { quizProductsQuery } from '../app/queries/quiz.ts';
import { useSuspenseQuery } from '../app/query-hooks.ts';
import { routeCrumbs } from '../app/route-crumbs.ts';
import { useHref } from '../app/site.tsx';
import { CatalogHeading } from '../components/catalog/catalog-heading.tsx';
import { MAX_QUIZ_NEEDS, type QuizAnswers, quizAnswersOf, quizQueryString } from '../components/quiz/quiz-answers.ts';
import { QuizForm } from '../components/quiz/quiz-form.tsx';
import { recommend } from '../components/quiz/quiz-recommend.ts';
import { QuizNeeds, QuizProducts, QuizShare } from '../components/quiz/quiz-results.tsx';
import { routeTitle } from '../components/route-title.ts';

/** The needs a visitor starts from, in the catalogue's order (as the needs screen lists them). */
const topLevelNeeds = (needs: readonly Need[]) => needs.filter((need) => need.need.parent === null);

/** The needs the visitor ticked, in the catalogue's order. */
const chosenNeeds = (needs: readonly Need[], answers: QuizAnswers) =>
  needs.filter((need) => answers.needs.includes(need.id));

function QuizRecommendation({ needs, answers }: { needs: readonly Need[]; answers: QuizAnswers }) {
  const chosen = chosenNeeds(needs, answers);
  const { data } = useSuspenseQuery(
    quizProductsQuery(
      useApi(),
      chosen.map((need) => need.slug),
    ),
  );
  return (
    <div className="quiz-result">
      <QuizProducts result={recommend(data.items, answers, needs)} />
      <QuizNeeds needs={chosen} />
    </div>
  );
}

function QuizPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation('quiz');
  const href = useHref();
  const location = useLocation();
  const { data: needs } = useSuspenseQuery(needsQuery(useApi()));
  const topLevel = topLevelNeeds(needs);
  const { answers, ignored, answered } = quizAnswersOf(
    new URLSearchParams(location.search),
    topLevel.map((need) => need.id),
  );
  const action = href('quiz', match.params) ?? '';
  const showsResult = answers.needs.length > 0;
  const form = (
    // A new query string is a new form: its boxes start from the answers, not from the last ones ticked.
    <QuizForm key={location.search} action={action} needs={topLevel} answers={answers} answered={showsResult} />
  );
  return (
    <div className="quiz">
      <CatalogHeading title={routeTitle(match)} lead={t('intro')} />
      {ignored.length > 0 && (
        <div className="form-alert quiz-ignored" role="alert">
          <p className="form-alert__message">{t('ignored.title')}</p>
          <ul className="form-alert__fields">
            {ignored.map((question) => (
              <li key={question}>{t(`ignored.${question}`, { max: MAX_QUIZ_NEEDS })}</li>
            ))}
          </ul>
        </div>
      )}
      {answered && !showsResult && (
        <p className="quiz-notice" role="status">
          {t('noNeed')}
        </p>
      )}
      {showsResult ? (
        <>
          <QuizRecommendation needs={needs} answers={answers} />
          <QuizShare path={`${action}${quizQueryString(answers)}`} restart={action} />
          <details className="quiz-edit">
            <summary className="quiz-edit__summary">{t('form.edit')}</summary>
            {form}
          </details>
        </>
      ) : (
        form
      )}
    </div>
  );
}

interface QuizData {
  answered: boolean;
}

export const page: PageModule<QuizData> = {
  namespaces: ['quiz'],
  async load({ api, queryClient, query }) {
    const needs = await queryClient.ensureQueryData(needsQuery(api));
    const { answers, answered } = quizAnswersOf(
      query,
      topLevelNeeds(needs).map((need) => need.id),
    );
    const chosen = chosenNeeds(needs, answers);
    if (chosen.length > 0)
      await queryClient.ensureQueryData(
        quizProductsQuery(
          api,
          chosen.map((need) => need.slug),
        ),
      );
    return { answered };
  },
  head(_data, context) {
    return {
      title: routeTitle(context.match),
      description: context.t('quiz:description'),
      breadcrumb: routeCrumbs(context),
    };
  },
  Page: QuizPage,
};
