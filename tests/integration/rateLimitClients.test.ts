// Rate limits count a client, not an address: IPv6 addresses within one /56 (what one home line
// holds and rotates through) share a window; other prefixes and IPv4 addresses have their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/clientKey';
import { startApp, type TestServer } from '../support/server/process';

describe('client keys', () => {
  it.each([
    ['2001:db8:abcd:12ff:1:2:3:4', '2001:db8:abcd:1200:0:0:0:0/56'],
    ['2001:db8:abcd:1200::1', '2001:db8:abcd:1200:0:0:0:0/56'],
    ['2001:DB8:ABCD:12AB:ffff:ffff:ffff:ffff', '2001:db8:abcd:1200:0:0:0:0/56'],
    ['2001:db8:abcd:1300::1', '2001:db8:abcd:1300:0:0:0:0/56'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:0/56'],
    ['::ffff:10.0.0.7', '10.0.0.7'],
    ['10.0.0.7', '10.0.0.7'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip, 56)).toBe(key);
  });
  it('a /64 setting separates the /64s of one /56', () => {
    expect(clientKey('2001:db8:abcd:12ff:1:2:3:4', 64)).toBe('2001:db8:abcd:12ff:0:0:0:0/64');
    expect(clientKey('2001:db8:abcd:1201::1', 64)).not.toBe(clientKey('2001:db8:abcd:1202::1', 64));
  });
});

describe('over HTTP behind a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startApp({
      config: { RATE_LIMIT_ENABLED: true, RATE_LIMIT_COUPON_MAX: 3, TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => server.stop());

  const check = async (from: string) =>
    (
      await fetch(`${server.url}/api/validate-coupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ code: 'X' }),
      })
    ).status;

  it('four addresses of one /56 share one window of 3; another /56 and an IPv4 client are still served', async () => {
    const rotating = ['2001:db8:77:4401::1', '2001:db8:77:4402::9', '2001:db8:77:44ff:aaaa::2', '2001:db8:77:4400::fe'];
    const statuses = [];
    for (const address of rotating) statuses.push(await check(address));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await check('2001:db8:77:4500::1')).toBe(200);
    expect(await check('198.51.100.4')).toBe(200);
  });
});
