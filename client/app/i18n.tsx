// The texts for the components: `useTranslation('product').t('sections.faq')`, the same hook
// shape as react-i18next's, over the site's own translator (shared/i18n/translator.ts).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Translate, Translator } from '../../shared/i18n/translator.ts';

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The translator above this component, or null (the last-resort error page reads it carefully). */
export function useTranslator(): Translator | null {
  return useContext(TranslatorContext);
}

/** `t` reading `namespace` for keys without one. */
export function useTranslation(namespace?: string): { t: Translate; language: string } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation: no I18nProvider above this component');
  const t = useMemo<Translate>(() => (namespace ? (key, options) => translator.t(key, { ns: namespace, ...options }) : translator.t), [translator, namespace]);
  return { t, language: translator.language };
}
