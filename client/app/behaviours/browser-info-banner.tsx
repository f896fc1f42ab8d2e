// SPEC §2.3, §4: a banner warns visitors whose browser is too old for the site, unless the
// ie_info cookie exists; closing it sets the cookie to false. Such browsers cannot run the site's
// scripts, so the banner works without them: the server leaves it out once the cookie exists,
// the stylesheet hides it from browsers that have the CSS of the site's scripts' era
// (`@supports (aspect-ratio: 1 / 1)`, styles/chrome.css), and its close button posts to the
// server, which sets the cookie and sends the visitor back. Where scripts run, the button does the same in place.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';

import { BROWSER_INFO_COOKIE, DISMISSED_VALUE, NOTICE_COOKIE_MAX_AGE_S } from '../../../shared/notice-cookies.ts';
import { dismissAction } from '../../../shared/site-paths.ts';
import { CloseIcon } from '../chrome/close-icon.tsx';
import { useTranslation } from '../i18n.tsx';
import { usePublicConfig } from '../public-config-context.tsx';
import { writeCookie } from './browser-cookies.ts';

export function BrowserInfoBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  const { dismissed } = usePublicConfig();
  const [closed, setClosed] = useState(dismissed.browserInfo);
  if (closed) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    writeCookie(BROWSER_INFO_COOKIE, DISMISSED_VALUE[BROWSER_INFO_COOKIE], NOTICE_COOKIE_MAX_AGE_S);
    setClosed(true);
  };

  return (
    <div className="browser-info" role="note">
      <p>{t('obsoleteBrowser.text')}</p>
      <form
        method="post"
        action={dismissAction('browser-info', location.pathname + location.search)}
        onSubmit={onSubmit}
      >
        <button
          type="submit"
          className="icon-button"
          aria-label={t('obsoleteBrowser.dismiss')}
          title={t('obsoleteBrowser.dismiss')}
        >
          <CloseIcon />
        </button>
      </form>
    </div>
  );
}
