import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { ipLimitKey } from '../src/lib/ip-limit-key';
import { fastifyTrustProxy, parseTrustProxy } from '../src/lib/trust-proxy';

describe('the key an address counts under in per-IP limits', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(ipLimitKey(address)).toBe(key);
  });

  it('puts every address of one /64 under one key, and the next /64 under another', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:1234::'].map(
      ipLimitKey,
    );
    expect(new Set(keys).size).toBe(1);
    expect(ipLimitKey('2001:db8:1:3::1')).not.toBe(keys[0]);
  });

  it('leaves a key that is not an address alone (a staff email counts as itself)', () => {
    expect(ipLimitKey('staff@pothik.local')).toBe('staff@pothik.local');
    expect(ipLimitKey('totp:7')).toBe('totp:7');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, false or 0', () => {
    for (const raw of [undefined, '', 'false', '0']) expect(parseTrustProxy(raw)).toEqual({ value: false });
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
  });

  it('takes addresses, CIDR ranges and range names, or a hop count', () => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '172.16.0.0/255.240.0.0' }).trustProxy).toEqual([
      '172.16.0.0/255.240.0.0',
    ]);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses to start on true (any client could write its address), or anything that is not an address', () => {
    for (const raw of [
      'true',
      '10.0.0.1,proxy.internal',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.1/8/2',
      '99',
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: raw })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust every client/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'lb.internal' })).toThrow(/lb\.internal/);
  });

  it('hands Fastify a hop count as a function trusting that many hops (Fastify trusts none for a number)', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    const hop = trust as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((i) => hop('10.0.0.1', i))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
