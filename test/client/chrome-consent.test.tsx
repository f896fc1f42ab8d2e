// The consent of decision 014: the choice in its cookie (12 months, this format only), the
// built-in tool, the tag manager's consent signals, and what a video shows without consent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  type ConsentChoice,
  consentExpiry,
  parseConsent,
  serializeConsent,
} from '../../client/app/consent/consent-choice.ts';
import { ConsentProvider } from '../../client/app/consent/consent-context.tsx';
import { type ConsentTool, createBuiltInConsentTool } from '../../client/app/consent/consent-tool.ts';
import { ConsentVideo, playerUrl } from '../../client/app/consent/consent-video.tsx';
import { consentSignals, pushConsent } from '../../client/app/consent/tag-manager.ts';
import type { PublicConfig } from '../../client/app/public-config.ts';
import { PublicConfigProvider } from '../../client/app/public-config-context.tsx';
import { renderView } from '../helpers/render-view.tsx';

const JAN_15 = new Date('2026-01-15T10:00:00Z');

/** A document whose cookie jar keeps what is written, as a browser does for one path. */
function fakeDocument(initial = ''): Document & { written: string[] } {
  const jar = new Map<string, string>();
  for (const part of initial.split(';').filter(Boolean)) {
    const [name, value] = part.trim().split('=');
    jar.set(name!, value!);
  }
  const written: string[] = [];
  return {
    written,
    location: { protocol: 'https:' },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(value: string) {
      written.push(value);
      const [pair, ...attributes] = value.split(';').map((part) => part.trim());
      const [name, cookieValue] = pair!.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name!);
      else jar.set(name!, cookieValue!);
    },
  } as unknown as Document & { written: string[] };
}

describe('the consent choice', () => {
  it('round-trips through its cookie value', () => {
    const choice: ConsentChoice = { measurement: true, video: false, decidedAt: JAN_15 };
    assert.deepEqual(parseConsent(serializeConsent(choice), new Date('2026-02-01T00:00:00Z')), choice);
  });

  it('is kept twelve calendar months, then asked again', () => {
    const value = serializeConsent({ measurement: false, video: true, decidedAt: JAN_15 });
    assert.equal(consentExpiry(JAN_15).toISOString(), '2027-01-15T10:00:00.000Z');
    assert.ok(parseConsent(value, new Date('2027-01-15T09:59:59Z')), 'a second before');
    assert.equal(parseConsent(value, new Date('2027-01-15T10:00:00Z')), null, 'twelve months after');
  });

  it('is no choice when the cookie is another format, tampered with, or dated in the future', () => {
    for (const value of [
      '',
      'yes',
      '2.m1.v1.1768471200000',
      '1.m1.1768471200000',
      '1.m2.v1.1768471200000',
      '1.m1.v1.soon',
      `1.m1.v1.${Date.UTC(2030, 0, 1)}`,
    ]) {
      assert.equal(parseConsent(value, JAN_15), null, value);
    }
  });
});

describe('the built-in consent tool', () => {
  it('is ready at once and knows no choice on a first visit', async () => {
    const tool = createBuiltInConsentTool({ doc: fakeDocument(), now: () => JAN_15 });
    await tool.ready;
    assert.equal(tool.getChoice(), null);
    assert.equal(tool.ownInterface, false);
  });

  it('writes the choice in a first-party cookie for twelve months and tells its listeners', () => {
    const doc = fakeDocument();
    const tool = createBuiltInConsentTool({ doc, now: () => JAN_15 });
    let told = 0;
    tool.subscribe(() => told++);
    tool.choose({ measurement: false, video: true });
    assert.equal(told, 1);
    assert.deepEqual(tool.getChoice(), { measurement: false, video: true, decidedAt: JAN_15 });
    const days = (consentExpiry(JAN_15).getTime() - JAN_15.getTime()) / 1000;
    assert.match(
      doc.written[0]!,
      new RegExp(`^consent_choice=1\\.m0\\.v1\\.${JAN_15.getTime()}; Path=/; Max-Age=${days}; SameSite=Lax; Secure$`),
    );
    assert.deepEqual(
      createBuiltInConsentTool({ doc, now: () => JAN_15 }).getChoice(),
      tool.getChoice(),
      'the next page reads it back',
    );
  });
});

describe("the tag manager's consent signals", () => {
  it('grant analytics storage only with measurement, and never advertising', () => {
    assert.deepEqual(consentSignals({ measurement: true, video: false }), {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    assert.equal(consentSignals({ measurement: false, video: true }).analytics_storage, 'denied');
  });

  it("are pushed as gtag commands (Arguments objects), 'default' first and 'update' after", () => {
    const win = {} as Window;
    pushConsent(win, { measurement: true, video: true }, true);
    pushConsent(win, { measurement: false, video: true }, false);
    const [first, second] = win.dataLayer as IArguments[];
    assert.equal(Object.prototype.toString.call(first), '[object Arguments]');
    assert.deepEqual([...first!].slice(0, 2), ['consent', 'default']);
    assert.deepEqual([...second!].slice(0, 2), ['consent', 'update']);
    assert.equal(second![2].analytics_storage, 'denied');
  });
});

const CONFIG = { tagManagerId: null } as PublicConfig;
const toolWith = (choice: ConsentChoice | null): ConsentTool => ({
  ready: Promise.resolve(),
  ownInterface: false,
  getChoice: () => choice,
  subscribe: () => () => {},
  choose: () => {},
});
const renderVideo = (tool: ConsentTool) =>
  renderView(
    <PublicConfigProvider config={CONFIG}>
      <ConsentProvider tool={tool}>
        <ConsentVideo videoId="dQw4w9WgXcQ" title="Le microbiote en deux minutes" />
      </ConsentProvider>
    </PublicConfigProvider>,
  );

describe('a video of the video provider', () => {
  it('shows a placeholder and a button to accept its cookies while they are not accepted, and loads nothing', () => {
    const view = renderVideo(toolWith({ measurement: true, video: false, decidedAt: JAN_15 }));
    assert.equal(view.container.querySelectorAll('iframe').length, 0);
    assert.ok(view.getByText('Le microbiote en deux minutes'));
    assert.ok(view.getByRole('button', { name: 'Accepter les cookies des vidéos' }));
  });

  it('plays from the no-cookie domain once they are accepted', () => {
    const view = renderVideo(toolWith({ measurement: false, video: true, decidedAt: JAN_15 }));
    const player = view.getByTitle('Vidéo : Le microbiote en deux minutes');
    assert.equal(player.tagName, 'IFRAME');
    assert.equal(player.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('refuses an id that is not a video id', () => {
    assert.equal(playerUrl('../../evil'), null);
    assert.equal(playerUrl('abc"><script>'), null);
  });
});
