import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './address-key';

describe('rateLimitAddress', () => {
  it('counts IPv4 callers by their exact address', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together', () => {
    const key = rateLimitAddress('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(rateLimitAddress('2001:0db8:00aa:0001:ffff:ffff:ffff:fffe')).toBe(key);
    expect(rateLimitAddress('2001:db8:aa:1:1234::7%eth0')).toBe(key);
    expect(rateLimitAddress('2001:db8:aa:2::1')).not.toBe(key);
  });

  it('expands compressed forms and IPv4 tails', () => {
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
