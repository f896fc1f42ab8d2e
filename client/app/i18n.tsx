// The texts for the components: `useTranslation('product').t('sections.faq')`, the same hook
// shape as react-i18next's, over the site's own translator (shared/i18n/translator.ts).
import { createContext, type ReactNode, useContext, useMemo } from 'react';

import type { AreaNamespace } from '../../shared/i18n/namespaces.ts';
import type { Translate, Translator } from '../../shared/i18n/translator.ts';

/** Loads screen areas' texts into the translator (the browser's); the server has them all. */
export type LoadNamespaces = (namespaces: readonly AreaNamespace[]) => Promise<void>;

const TranslatorContext = createContext<Translator | null>(null);
const everyNamespaceLoaded: LoadNamespaces = async () => {};
const LoaderContext = createContext<LoadNamespaces>(everyNamespaceLoaded);

export function I18nProvider({
  translator,
  loadNamespaces = everyNamespaceLoaded,
  children,
}: {
  translator: Translator;
  loadNamespaces?: LoadNamespaces;
  children: ReactNode;
}) {
  return (
    <TranslatorContext.Provider value={translator}>
      <LoaderContext.Provider value={loadNamespaces}>{children}</LoaderContext.Provider>
    </TranslatorContext.Provider>
  );
}

/** What a component shown outside its page's areas calls before it renders their texts (the newsletter pop-in's form). */
export function useLoadNamespaces(): LoadNamespaces {
  return useContext(LoaderContext);
}

/** The translator above this component, or null (the last-resort error page reads it carefully). */
export function useTranslator(): Translator | null {
  return useContext(TranslatorContext);
}

/** `t` reading `namespace` for keys without one. */
export function useTranslation(namespace?: string): { t: Translate; language: string } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation: no I18nProvider above this component');
  const t = useMemo<Translate>(
    () => (namespace ? (key, options) => translator.t(key, { ns: namespace, ...options }) : translator.t),
    [translator, namespace],
  );
  return { t, language: translator.language };
}
