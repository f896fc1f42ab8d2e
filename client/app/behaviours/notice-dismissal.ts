// Where a notice's close button posts without JavaScript (server/middleware/notice-dismissal.ts):
// the server sets the notice's cookie and sends the visitor back to the page they were on.
import type { DismissableNotice } from './notice-cookies.ts';

export const NOTICE_DISMISSAL_PREFIX = '/notices/';

export function dismissAction(notice: DismissableNotice, back: string): string {
  return `${NOTICE_DISMISSAL_PREFIX}${notice}?back=${encodeURIComponent(back)}`;
}
