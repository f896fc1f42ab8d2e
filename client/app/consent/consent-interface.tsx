// Where the built-in consent tool talks to the visitor (decision 014): its banner while there is
// no choice, its preferences when asked (the footer's button), and a spoken confirmation once a
// choice is saved. The banner and the preferences are in the entry's file: every first visit
// shows the banner, and a returning visitor has the entry cached (a chunk of their own was one
// more request on every first visit, decision 020). A vendor's platform
// (ConsentTool.ownInterface) shows its own instead.
import { useState } from 'react';

import { useTranslation } from '../i18n.tsx';
import { useConsent } from './consent-context.tsx';
import { ConsentDialogs } from './consent-dialogs.tsx';

export function ConsentInterface() {
  const { t } = useTranslation();
  const { mustAsk, mayAsk, preferencesOpen, choice } = useConsent();
  // A choice made on this page, not the one read from the cookie when the page started.
  const [startedAt] = useState(() => Date.now());
  const saved = choice !== null && choice.decidedAt.getTime() >= startedAt;

  return (
    <>
      {(mustAsk || mayAsk || preferencesOpen) && <ConsentDialogs />}
      <p className="visually-hidden" role="status">
        {saved ? t('consent.saved') : ''}
      </p>
    </>
  );
}
