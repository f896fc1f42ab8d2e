// The quiz's questions: a GET form to the quiz's own path, so it works without JavaScript (the
// server renders the recommendation of the query string). Each question is a fieldset named by
// its legend, of checkboxes (needs) or radio buttons (the others), which the keyboard and screen
// readers know as such. With JavaScript the same URL is loaded in the page, and ticking a fourth
// need says at once that three is the most (the server ignores the others, and says so too).
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';

import type { Need } from '../../../shared/schemas/need.ts';
import { useTranslation } from '../../app/i18n.tsx';
import {
  MAX_QUIZ_NEEDS,
  QUIZ_AGES,
  QUIZ_DIETS,
  QUIZ_FORMS,
  QUIZ_PARAMS,
  QUIZ_PREGNANCY,
  type QuizAnswers,
  type QuizQuestion,
} from './quiz-answers.ts';

export interface QuizFormProps {
  /** The quiz's path in the current locale. */
  action: string;
  /** The catalogue's top-level needs, in its order. */
  needs: readonly Need[];
  answers: QuizAnswers;
  /** Whether the page shows a recommendation already (the button then updates it). */
  answered: boolean;
}

function Choices({
  question,
  values,
  checked,
}: {
  question: Exclude<QuizQuestion, 'need'>;
  values: readonly string[];
  checked: string | null;
}) {
  const { t } = useTranslation('quiz');
  const id = useId();
  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__legend">{t(`questions.${question}.legend`)}</legend>
      <div className="quiz-question__choices">
        {values.map((value) => (
          <label key={value} className="quiz-choice" htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={QUIZ_PARAMS[question]}
              value={value}
              defaultChecked={checked === value}
            />
            <span>{t(`questions.${question}.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QuizForm({ action, needs, answers, answered }: QuizFormProps) {
  const { t } = useTranslation('quiz');
  const id = useId();
  const navigate = useNavigate();
  const [ticked, setTicked] = useState(answers.needs.length);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') params.append(name, value);
    const query = params.toString();
    void navigate(`${action}${query === '' ? '' : `?${query}`}`);
  };

  return (
    <form className="quiz-form" method="get" action={action} onSubmit={onSubmit} aria-label={t('form.name')}>
      <fieldset className="quiz-question" aria-describedby={`${id}-need-hint`}>
        <legend className="quiz-question__legend">{t('questions.need.legend')}</legend>
        <p id={`${id}-need-hint`} className="input-hint">
          {t('questions.need.hint', { max: MAX_QUIZ_NEEDS })}
        </p>
        <div className="quiz-question__choices quiz-question__choices--needs">
          {needs.map((need) => {
            const checked = answers.needs.includes(need.id);
            return (
              <label key={need.id} className="quiz-choice" htmlFor={`${id}-need-${need.id}`}>
                <input
                  id={`${id}-need-${need.id}`}
                  type="checkbox"
                  name={QUIZ_PARAMS.need}
                  value={need.id}
                  defaultChecked={checked}
                  onChange={(event) => setTicked((count) => count + (event.target.checked ? 1 : -1))}
                />
                <span>{need.title}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Choices question="age" values={QUIZ_AGES} checked={answers.age} />
      <Choices
        question="pregnancy"
        values={QUIZ_PREGNANCY}
        checked={answers.pregnant === null ? null : answers.pregnant ? 'yes' : 'no'}
      />
      <Choices question="diet" values={QUIZ_DIETS} checked={answers.diet} />
      <Choices question="form" values={QUIZ_FORMS} checked={answers.form} />
      <p className="quiz-form__submit">
        <button type="submit" className="button">
          {answered ? t('form.update') : t('form.submit')}
        </button>
      </p>
      {ticked > MAX_QUIZ_NEEDS && (
        <p className="quiz-form__warning" role="status">
          {t('questions.need.hint', { max: MAX_QUIZ_NEEDS })}
        </p>
      )}
    </form>
  );
}
