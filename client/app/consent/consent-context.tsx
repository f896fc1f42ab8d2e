// The visitor's consent for the components (decision 014): the choice (null on the server, during
// hydration and until the visitor chooses), whether the built-in banner must ask, and the
// preferences. It also does what the choice decides for the whole page: the tag manager loads
// once measurement is accepted (with a container configured), and its consent signals follow.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import { usePublicConfig } from '../public-config-context.tsx';
import type { ConsentChoice, ConsentPurposes } from './consent-choice.ts';
import { type ConsentTool, createBuiltInConsentTool } from './consent-tool.ts';

export interface Consent {
  /** Null until the page runs in the browser and the visitor has chosen. */
  choice: ConsentChoice | null;
  /** The page runs in the browser and the tool answered. */
  known: boolean;
  /** Resolves when the consent tool is ready (page views wait for it); undefined on the server. */
  ready: Promise<void> | undefined;
  /** The site's own banner asks (the built-in tool and no choice yet). */
  mustAsk: boolean;
  /**
   * On the server and until the built-in tool has answered: its banner is in the page, shown only
   * where the document's first script found no choice cookie (CONSENT_ASK_CLASS), so a first
   * visit sees it with the first paint rather than after hydration.
   */
  mayAsk: boolean;
  /** The built-in preferences are open. */
  preferencesOpen: boolean;
  choose(purposes: ConsentPurposes): void;
  openPreferences(): void;
  closePreferences(): void;
}

const ConsentContext = createContext<Consent | null>(null);
const noChoice = () => null;
const noSubscription = () => () => {};

export function ConsentProvider({ children, tool: given }: { children: ReactNode; tool?: ConsentTool }) {
  const { tagManagerId } = usePublicConfig();
  // Made during the first render in the browser, so the page-view tracker (an effect below this
  // provider, which runs first) already has its `ready`. Reading a cookie renders nothing.
  const [tool] = useState<ConsentTool | null>(
    () => given ?? (typeof document === 'undefined' ? null : createBuiltInConsentTool()),
  );
  // The server knows no choice; a tool given from outside (a test's) answers on both sides.
  const choice = useSyncExternalStore(
    tool?.subscribe ?? noSubscription,
    tool?.getChoice ?? noChoice,
    given?.getChoice ?? noChoice,
  );
  const [known, setKnown] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  useEffect(() => {
    let live = true;
    // A transition: the whole page is below this provider (issue 17: no blocking re-render).
    void tool?.ready.then(() => live && startTransition(() => setKnown(true)));
    return () => {
      live = false;
    };
  }, [tool]);

  // What the choice decides: consent signals for the tag manager and the tag manager itself
  // (where a container is configured), and cleaning up after a withdrawal. That code is its own
  // chunk: a site without a tag manager never loads it.
  const previous = useRef<ConsentChoice | null>(null);
  useEffect(() => {
    if (!choice) return;
    const first = previous.current === null;
    const withdrawn = previous.current?.measurement === true && !choice.measurement;
    previous.current = choice;
    if (!tagManagerId && !withdrawn) return;
    void import('./tag-manager.ts').then(({ deleteMeasurementCookies, loadTagManager, pushConsent }) => {
      if (tagManagerId) {
        pushConsent(window, choice, first);
        if (choice.measurement) loadTagManager(tagManagerId);
      }
      if (withdrawn) deleteMeasurementCookies();
    });
  }, [choice, tagManagerId]);

  const choose = useCallback(
    (purposes: ConsentPurposes) => {
      tool?.choose(purposes);
      setPreferencesOpen(false);
    },
    [tool],
  );
  const openPreferences = useCallback(() => {
    if (tool?.ownInterface) tool.openPreferences?.();
    else setPreferencesOpen(true);
  }, [tool]);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);

  const value = useMemo<Consent>(
    () => ({
      choice,
      known,
      ready: tool?.ready,
      mustAsk: known && !tool?.ownInterface && choice === null,
      mayAsk: !known && !tool?.ownInterface,
      preferencesOpen,
      choose,
      openPreferences,
      closePreferences,
    }),
    [choice, known, tool, preferencesOpen, choose, openPreferences, closePreferences],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): Consent {
  const consent = useContext(ConsentContext);
  if (!consent) throw new Error('useConsent: no ConsentProvider above this component (Root provides it)');
  return consent;
}
