import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { parseAddress, parseAllowListEntry } from '../../config/allow-list.ts';
import { parseTrustProxy } from '../../config/trust-proxy.ts';

describe('allow-list entries', () => {
  it('reads IPv4 and IPv6 addresses', () => {
    assert.deepEqual(parseAllowListEntry('203.0.113.7'), { kind: 'address', value: '203.0.113.7' });
    assert.deepEqual(parseAllowListEntry('2001:DB8::1'), { kind: 'address', value: '2001:db8::1' });
  });

  it('folds an IPv4-mapped IPv6 address or range into IPv4', () => {
    assert.deepEqual(parseAllowListEntry('::ffff:203.0.113.7'), { kind: 'address', value: '203.0.113.7' });
    assert.deepEqual(parseAllowListEntry('::ffff:10.0.0.0/104'), { kind: 'range', value: '10.0.0.0/8' });
  });

  it('reads CIDR ranges and refuses impossible prefixes', () => {
    assert.deepEqual(parseAllowListEntry('10.0.0.0/8'), { kind: 'range', value: '10.0.0.0/8' });
    assert.deepEqual(parseAllowListEntry('2001:db8::/32'), { kind: 'range', value: '2001:db8::/32' });
    assert.ok('error' in parseAllowListEntry('10.0.0.0/33'));
    assert.ok('error' in parseAllowListEntry('2001:db8::/129'));
    assert.ok('error' in parseAllowListEntry('10.0.0.0/8/1'));
  });

  it('reads host names, lower-cased, for dynamic DNS', () => {
    assert.deepEqual(parseAllowListEntry('Office.Example.COM.'), { kind: 'hostname', value: 'office.example.com' });
  });

  it('refuses legacy and malformed address forms instead of guessing', () => {
    for (const bad of ['10.1', '1.2.3.4:80', '[::1]', 'unknown host', '300.1.1.1', '-bad-.example']) {
      assert.ok('error' in parseAllowListEntry(bad), bad);
    }
    assert.equal(parseAddress('unknown'), null);
    assert.equal(parseAddress('1.2.3.4:5678'), null);
    assert.equal(parseAddress('010.0.0.1'), null);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing by default', () => {
    assert.deepEqual(parseTrustProxy(''), { kind: 'none' });
    assert.deepEqual(parseTrustProxy('false'), { kind: 'none' });
  });

  it('reads a hop count or a list of proxies', () => {
    assert.deepEqual(parseTrustProxy('2'), { kind: 'hops', hops: 2 });
    assert.deepEqual(parseTrustProxy('loopback, 10.0.0.0/8'), { kind: 'list', entries: ['loopback', '10.0.0.0/8'] });
  });
});
