// SPEC §5 'Spanish-block account': a password needs characters, a lower-case letter, an upper-case
// letter and a digit; its strength has five levels. The same function draws the meter while the
// visitor types and judges the password again on the server and in the catalog, so a password
// the meter calls weak is refused everywhere.
//
// The level estimates how long a guesser would need: the length times the bits of the alphabet
// used, lowered for what guessers try first (a common password with digits around it, the
// visitor's own name or e-mail, one character repeated, a run such as 1234 or qwerty).

export const PASSWORD_MIN_LENGTH = 8;
/** Far above any passphrase; the hash's cost must not grow with what an attacker sends. */
export const PASSWORD_MAX_LENGTH = 128;

/** The meter's five levels, weakest first (the index is the level). */
export const STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type StrengthLevel = 0 | 1 | 2 | 3 | 4;
/** The weakest level a password may have: 'fair'. */
export const MIN_STRENGTH: StrengthLevel = 2;

export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordCheck {
  level: StrengthLevel;
  /** The rules of SPEC §5 the password does not meet yet, in the order the form lists them. */
  missing: PasswordRule[];
  /** It meets every rule and is at least MIN_STRENGTH. */
  acceptable: boolean;
}

/** What guessers try first (lower case, without digits or symbols around it). */
const COMMON = new Set([
  'password',
  'motdepasse',
  'wachtwoord',
  'passwort',
  'contrasena',
  'contraseña',
  'qwerty',
  'azerty',
  'qwertz',
  'abc',
  'abcdef',
  'letmein',
  'welcome',
  'bienvenue',
  'welkom',
  'willkommen',
  'bienvenido',
  'benvenuto',
  'admin',
  'iloveyou',
  'sunshine',
  'monkey',
  'dragon',
  'football',
  'soleil',
  'bonjour',
  'hallo',
  'hola',
  'ciao',
  'secret',
  'master',
  'vitrine',
  'summer',
  'winter',
  'test',
  'user',
  'login',
]);

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'azertyuiop', 'qwertzuiop', 'asdfghjkl'];

function hasRun(lower: string, length = 4): boolean {
  for (const run of RUNS) {
    const both = [run, [...run].reverse().join('')];
    for (const sequence of both)
      for (let start = 0; start + length <= sequence.length; start++)
        if (lower.includes(sequence.slice(start, start + length))) return true;
  }
  return false;
}

/** The rules of SPEC §5 the password does not meet. */
export function missingRules(password: string): PasswordRule[] {
  const missing: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) missing.push('length');
  if (!/\p{Ll}/u.test(password)) missing.push('lowercase');
  if (!/\p{Lu}/u.test(password)) missing.push('uppercase');
  if (!/\p{Nd}/u.test(password)) missing.push('digit');
  return missing;
}

function alphabetBits(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/[0-9]/.test(password)) size += 10;
  if (/[^A-Za-z0-9]/.test(password)) size += 33;
  return Math.log2(Math.max(size, 1));
}

/**
 * The password's level and the rules it misses. `personal` holds what the visitor wrote elsewhere
 * in the form (names, e-mail): a password built on it is weak.
 */
export function checkPassword(password: string, personal: readonly string[] = []): PasswordCheck {
  const missing = missingRules(password);
  const characters = [...password];
  if (characters.length === 0) return { level: 0, missing, acceptable: false };
  const bits = characters.length * alphabetBits(password);
  let level: number = bits < 28 ? 0 : bits < 36 ? 1 : bits < 50 ? 2 : bits < 64 ? 3 : 4;
  const lower = password.toLowerCase();
  const core = lower.replace(/[^\p{L}]/gu, '');
  if (COMMON.has(core) || COMMON.has(lower)) level = 0;
  const words = personal
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  if (words.some((word) => lower.includes(word))) level = Math.min(level, 1);
  if (new Set(characters).size <= characters.length / 2 || hasRun(lower)) level = Math.max(0, level - 1);
  // A password that misses a rule is at most 'weak', however long.
  if (missing.length > 0) level = Math.min(level, 1);
  return { level: level as StrengthLevel, missing, acceptable: missing.length === 0 && level >= MIN_STRENGTH };
}
