import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { type AllowListEntry, parseAllowListEntry } from '../../../config/allow-list.ts';
import { NOT_ALLOWED_MESSAGE } from '../../../server/middleware/ip-allow-list.ts';
import { createAllowList } from '../../../server/net/allow-list.ts';
import { testApp } from '../../helpers/app.ts';

// supertest connects over loopback, so the peer is 127.0.0.1 (or ::ffff:127.0.0.1).
const allowed = async (env: Record<string, string>, headers: Record<string, string> = {}) => {
  const response = await request(testApp(env, {}, ['ipAllowList']))
    .get('/page')
    .set(headers);
  return response.status !== 401;
};

function entries(...raw: string[]): AllowListEntry[] {
  return raw.map((text) => parseAllowListEntry(text) as AllowListEntry);
}

describe('allow-list', () => {
  describe('when nothing is configured', () => {
    it('lets every request through', async () => {
      assert.equal(await allowed({}), true);
    });
  });

  describe('when the peer address is not listed', () => {
    it('answers 401 in plain text', async () => {
      const response = await request(testApp({ ALLOWLIST: '203.0.113.7' })).get('/fr/produits');
      assert.equal(response.status, 401);
      assert.match(response.headers['content-type']!, /^text\/plain/);
      assert.equal(response.text, NOT_ALLOWED_MESSAGE);
    });
  });

  it('admits a listed IPv4 peer, however the socket spells it (IPv4-mapped IPv6)', async () => {
    assert.equal(await allowed({ ALLOWLIST: '127.0.0.1' }), true);
    assert.equal(await allowed({ ALLOWLIST: '::ffff:127.0.0.1' }), true);
  });

  it('admits a peer inside a listed CIDR range', async () => {
    assert.equal(await allowed({ ALLOWLIST: '127.0.0.0/8' }), true);
    assert.equal(await allowed({ ALLOWLIST: '10.0.0.0/8' }), false);
  });

  describe('when X-Forwarded-For comes from an untrusted peer', () => {
    it('ignores it, so a client cannot add itself to the list', async () => {
      assert.equal(await allowed({ ALLOWLIST: '203.0.113.7' }, { 'X-Forwarded-For': '203.0.113.7' }), false);
    });
  });

  describe('when X-Forwarded-For comes from a trusted proxy', () => {
    const env = { ALLOWLIST: '203.0.113.0/24, 2001:db8::/32', TRUST_PROXY: 'loopback' };

    it('admits a listed client address it forwards (IPv4 and IPv6)', async () => {
      assert.equal(await allowed(env, { 'X-Forwarded-For': '203.0.113.7' }), true);
      assert.equal(await allowed(env, { 'X-Forwarded-For': '2001:db8::42' }), true);
      assert.equal(await allowed(env, { 'X-Forwarded-For': '198.51.100.1' }), false);
    });

    it('counts only the hops the proxies vouch for', async () => {
      // The client wrote 203.0.113.7 itself; the trusted proxy appended the real 198.51.100.1,
      // which is not a proxy we trust, so nothing to its left is believed.
      assert.equal(await allowed(env, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.1' }), false);
    });

    it('follows a chain of trusted hops with a hop count', async () => {
      const hops = { ALLOWLIST: '203.0.113.7', TRUST_PROXY: '2' };
      assert.equal(await allowed(hops, { 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' }), true);
      assert.equal(await allowed({ ...hops, TRUST_PROXY: '1' }, { 'X-Forwarded-For': '203.0.113.7, 10.0.0.2' }), false);
    });

    it('ignores malformed entries (unknown, ports, garbage) without failing', async () => {
      for (const header of [
        'unknown',
        '203.0.113.7:4711',
        'garbage, ,,',
        '[2001:db8::1]:80',
        '%00<script>',
        'a'.repeat(10_000),
      ]) {
        const response = await request(testApp(env, {}, ['ipAllowList']))
          .get('/')
          .set('X-Forwarded-For', header);
        assert.equal(response.status, 401, header.slice(0, 40));
      }
    });
  });

  describe('with a host-name entry', () => {
    it('admits the addresses the name resolves to, once resolved', async () => {
      const list = createAllowList(entries('office.example'), { lookup: async () => ['::ffff:127.0.0.1'] });
      assert.equal(list.allows(['127.0.0.1']), false, 'not before the first resolution');
      await list.refresh();
      assert.equal(list.allows(['127.0.0.1']), true);
      const app = testApp({ ALLOWLIST: 'office.example' }, { allowList: list }, ['ipAllowList']);
      assert.equal((await request(app).get('/')).status, 404, 'passed on to the end of the chain');
    });

    it('logs and skips a failed lookup, keeping the other entries', async () => {
      const warnings: unknown[] = [];
      const logger = { warn: (o: unknown) => warnings.push(o), debug() {} } as never;
      const list = createAllowList(entries('gone.example', '203.0.113.7'), {
        lookup: async () => {
          throw Object.assign(new Error('getaddrinfo ENOTFOUND gone.example'), { code: 'ENOTFOUND' });
        },
        logger,
      });
      await list.refresh();
      assert.equal(warnings.length, 1);
      assert.equal(list.allows(['203.0.113.7']), true);
      assert.equal(list.allows(['127.0.0.1']), false);
    });

    it('drops addresses a name no longer resolves to', async () => {
      let answer = ['203.0.113.9'];
      const list = createAllowList(entries('dyn.example'), { lookup: async () => answer });
      await list.refresh();
      assert.equal(list.allows(['203.0.113.9']), true);
      answer = ['203.0.113.10'];
      await list.refresh();
      assert.equal(list.allows(['203.0.113.9']), false);
      assert.equal(list.allows(['203.0.113.10']), true);
    });
  });

  describe('matching', () => {
    const list = createAllowList(entries('10.1.2.3', '2001:db8::/48', '::ffff:192.0.2.0/120'));

    it('matches IPv6 ranges and never mixes families', () => {
      assert.equal(list.allows(['2001:db8:0:1::5']), true);
      assert.equal(list.allows(['2001:db9::1']), false);
      assert.equal(list.allows(['::ffff:10.1.2.3']), true);
      assert.equal(list.allows(['192.0.2.200']), true, 'mapped range folded into 192.0.2.0/24');
    });

    it('never matches what is not an address', () => {
      assert.equal(list.allows(['unknown', '', '10.1.2.3:80', 'not-an-ip']), false);
    });
  });
});
