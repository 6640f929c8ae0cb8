import { describe, expect, it } from 'vitest';
import { callerAddress, NO_TRUSTED_PROXIES, parseTrustedProxies } from './trusted-proxies';
import type { TrustedProxies } from './trusted-proxies';

function trusted(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if ('invalid' in parsed) throw new Error(`unexpected invalid entry ${parsed.invalid}`);
  return parsed;
}

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges of both families', () => {
    const list = trusted(' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1');
    expect(list.none).toBe(false);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.200.3.4', 'fd12::5', '::1']) {
      expect(list.includes(address), address).toBe(true);
    }
    for (const address of ['127.0.0.2', '11.0.0.1', 'fe80::1', 'unknown', '']) {
      expect(list.includes(address), address).toBe(false);
    }
  });

  it('names the first entry that is neither an address nor a range', () => {
    expect(parseTrustedProxies('127.0.0.1, localhost')).toEqual({ invalid: 'localhost' });
    expect(parseTrustedProxies('10.0.0.0/33')).toEqual({ invalid: '10.0.0.0/33' });
    expect(parseTrustedProxies('10.0.0.0/8/1')).toEqual({ invalid: '10.0.0.0/8/1' });
    expect(parseTrustedProxies('::1/x')).toEqual({ invalid: '::1/x' });
  });

  it('is empty for a blank list', () => {
    expect(trusted(' , ').none).toBe(true);
  });
});

describe('callerAddress', () => {
  const proxy = trusted('127.0.0.1, 10.0.0.0/8');

  it('believes the header only from a trusted proxy', () => {
    expect(callerAddress('203.0.113.7', '198.51.100.1', proxy)).toBe('203.0.113.7');
    expect(callerAddress('127.0.0.1', '198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(callerAddress('127.0.0.1', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('127.0.0.1');
  });

  it('takes the first untrusted hop from the right, whatever the caller wrote to its left', () => {
    expect(callerAddress('127.0.0.1', '6.6.6.6, 198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(callerAddress('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxy)).toBe(
      '198.51.100.1',
    );
  });

  it('keeps the last believed hop when the next one is no address', () => {
    expect(callerAddress('127.0.0.1', 'not-an-address, 10.1.2.3', proxy)).toBe('10.1.2.3');
    expect(callerAddress('127.0.0.1', 'garbage', proxy)).toBe('127.0.0.1');
  });

  it('takes the leftmost hop when every hop is a trusted proxy, and the socket without a header', () => {
    expect(callerAddress('127.0.0.1', '10.0.0.5, 10.0.0.6', proxy)).toBe('10.0.0.5');
    expect(callerAddress('127.0.0.1', undefined, proxy)).toBe('127.0.0.1');
  });

  it('reads IPv4-mapped hops as IPv4', () => {
    expect(callerAddress('::ffff:127.0.0.1', '::ffff:198.51.100.1', proxy)).toBe('198.51.100.1');
  });
});
