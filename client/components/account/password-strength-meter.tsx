// SPEC §5's password strength, shown live while the visitor types a new password: five levels
// (the same checkPassword the server and the catalog judge it with), said in words for screen
// readers, and the rules with whether each is met. Without JavaScript the rules are listed, and
// the server's message points at them.
import { checkPassword, PASSWORD_RULES, STRENGTH_LEVELS } from '../../../shared/forms/account/password-strength.ts';
import { useTranslation } from '../../app/i18n.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';

export interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  /** What the visitor wrote of themselves (names, e-mail): a password built on it is weak. */
  personal?: readonly string[];
}

export function PasswordStrengthMeter({ id, password, personal = [] }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('account');
  const live = useHydrated();
  const check = checkPassword(password, personal);
  const levelName = STRENGTH_LEVELS[check.level];
  const shown = live && password !== '';
  return (
    <div id={id} className="password-meter">
      {shown && (
        <div className={`password-meter__bar password-meter__bar--${check.level}`} aria-hidden="true">
          {STRENGTH_LEVELS.map((level, index) => (
            <span key={level} className={index <= check.level ? 'password-meter__step--on' : undefined} />
          ))}
        </div>
      )}
      <p className="password-meter__level" aria-live="polite">
        {shown ? t('password.strength', { level: t(`password.levels.${levelName}`) }) : ''}
      </p>
      <p className="password-meter__rules-title">{t('password.rulesTitle')}</p>
      <ul className="password-meter__rules">
        {PASSWORD_RULES.map((rule) => {
          const met = live && !check.missing.includes(rule);
          return (
            <li key={rule} className={met ? 'password-meter__rule--met' : undefined}>
              {t(`password.rules.${rule}`)}
              {live && (
                <span className="visually-hidden"> ({t(met ? 'password.ruleMet' : 'password.ruleMissing')})</span>
              )}
            </li>
          );
        })}
      </ul>
      {shown && check.missing.length === 0 && !check.acceptable && (
        <p className="password-meter__hint">{t('password.tooGuessable')}</p>
      )}
    </div>
  );
}
