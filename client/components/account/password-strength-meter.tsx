// SPEC §5's password strength, shown live under a new password: a bar of five levels and its
// name, and the rules (length, lower case, upper case, digit), each marked done as the visitor
// types. The very function that draws it (shared/forms/account/password-strength.ts) judges the
// password again on the server and in the catalog. Without JavaScript the rules are listed as a
// plain hint. The level's name is said politely to screen readers when it changes.
import {
  checkPassword,
  MIN_STRENGTH,
  PASSWORD_RULES,
  STRENGTH_LEVELS,
} from '../../../shared/forms/account/password-strength.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';

export interface PasswordStrengthMeterProps {
  /** The id the password control points at (aria-describedby). */
  id: string;
  password: string;
  /** What the visitor wrote of themselves in the form (names, e-mail): a password built on it is weak. */
  personal?: readonly string[];
}

export function PasswordStrengthMeter({ id, password, personal = [] }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('account');
  const live = useHydrated();
  const check = checkPassword(password, personal);
  const started = live && password !== '';
  const levelName = t(`password.levels.${STRENGTH_LEVELS[check.level]}`);
  return (
    <div id={id} className="password-meter">
      {live && (
        <>
          <div
            className={`password-meter__bar password-meter__bar--${started ? check.level : 'empty'}`}
            aria-hidden="true"
          >
            {STRENGTH_LEVELS.map((level, index) => (
              <span
                key={level}
                className={`password-meter__step${started && index <= check.level ? ' password-meter__step--on' : ''}`}
              />
            ))}
          </div>
          <p className="password-meter__level" aria-live="polite" data-level={started ? check.level : undefined}>
            {started ? t('password.strength', { level: levelName }) : ''}
          </p>
        </>
      )}
      <p className="password-meter__title">{t('password.rulesTitle')}</p>
      <ul className="password-meter__rules">
        {PASSWORD_RULES.map((rule) => {
          const met = started && !check.missing.includes(rule);
          return (
            <li
              key={rule}
              className={`password-meter__rule${met ? ' password-meter__rule--met' : ''}`}
              data-rule={rule}
            >
              {t(`password.rules.${rule}`)}
              {live && (
                <span className="visually-hidden"> ({t(met ? 'password.ruleMet' : 'password.ruleMissing')})</span>
              )}
            </li>
          );
        })}
      </ul>
      {started && check.missing.length === 0 && check.level < MIN_STRENGTH && (
        <p className="password-meter__advice">{t('password.tooGuessable')}</p>
      )}
    </div>
  );
}
