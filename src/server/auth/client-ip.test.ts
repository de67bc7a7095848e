import { describe, expect, it } from 'vitest';
import { addressKey, clientIpFrom } from './client-ip';

describe('clientIpFrom', () => {
  it('uses the socket address unless a proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIpFrom({ socketAddress: '203.0.113.9', forwardedFor: '10.0.0.1', trustProxy: false })).toBe('203.0.113.9');
  });

  it('takes the right-most hop (the one the proxy wrote), never a client-written one to its left', () => {
    expect(clientIpFrom({ socketAddress: '10.0.0.2', forwardedFor: '1.1.1.1, 198.51.100.7', trustProxy: true })).toBe('198.51.100.7');
    expect(clientIpFrom({ socketAddress: '10.0.0.2', forwardedFor: 'spoofed, 1.1.1.1,198.51.100.7 ', trustProxy: true })).toBe('198.51.100.7');
  });

  it('counts the configured number of proxy hops from the right', () => {
    const forwardedFor = '6.6.6.6, 198.51.100.7, 10.0.0.5';
    expect(clientIpFrom({ socketAddress: '10.0.0.2', forwardedFor, trustProxy: true, proxyHops: 2 })).toBe('198.51.100.7');
    // A shorter chain than configured is not what the proxies would write: the socket is all we trust.
    expect(clientIpFrom({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.7', trustProxy: true, proxyHops: 2 })).toBe('10.0.0.2');
  });

  it('falls back to the socket address when the trusted hop is not an IP address', () => {
    for (const forwardedFor of ['not-an-ip', '1.2.3.4, unknown', '0x7f.1', '', '1.2.3.4, 999.1.1.1']) {
      expect(clientIpFrom({ socketAddress: '192.0.2.1', forwardedFor, trustProxy: true }), forwardedFor).toBe('192.0.2.1');
    }
  });

  it('falls back to loopback when there is no socket (in-process requests)', () => {
    expect(clientIpFrom({ trustProxy: false })).toBe('127.0.0.1');
  });
});

describe('addressKey', () => {
  it('keys IPv4 as is and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('keys IPv6 by its /64, so one network cannot rotate through its addresses', () => {
    const a = addressKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(addressKey('[2001:db8:1:2::abcd]')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('answers null for anything that is not an address', () => {
    for (const raw of [undefined, '', 'localhost', '1.2.3', '1.2.3.4.5', '2001:db8::g']) expect(addressKey(raw), String(raw)).toBeNull();
  });
});
