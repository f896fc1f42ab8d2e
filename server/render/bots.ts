// Crawlers get the complete document in one piece (onAllReady) rather than a streamed shell
// whose content arrives later: many of them do not run the scripts that finish a stream.
// Which user agents are crawlers is isbot's list, less its 'headless' pattern: a headless
// browser runs those scripts, and our browser tests are one, which must see what a visitor sees.
import { createIsbotFromList, list } from 'isbot';

/** Longer user agents are taken for browsers, so matching one costs a bounded time. */
const MAX_USER_AGENT_LENGTH = 1024;

const isListedCrawler = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));

/** True for a crawler; a missing or blank user agent is a visitor's (the document streams). */
export function isCrawler(userAgent: string | undefined): boolean {
  return (
    typeof userAgent === 'string' &&
    userAgent.trim() !== '' &&
    userAgent.length < MAX_USER_AGENT_LENGTH &&
    isListedCrawler(userAgent)
  );
}
