import { describe, expect, it } from 'vitest';
import { describeUserAgent, isSameDevice } from './user-agent';

const AGENTS = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.3595.53',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/124.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
};

describe('describeUserAgent', () => {
  it.each([
    [AGENTS.chromeMac, 'Chrome 142', 'macOS'],
    [AGENTS.chromeLinux, 'Chrome 141', 'Linux'],
    [AGENTS.edgeWindows, 'Edge 142', 'Windows'],
    [AGENTS.firefoxWindows, 'Firefox 145', 'Windows'],
    [AGENTS.safariIphone, 'Safari 18', 'iOS'],
    [AGENTS.safariMac, 'Safari 26', 'macOS'],
    [AGENTS.chromeIos, 'Chrome 142', 'iOS'],
    [AGENTS.samsungAndroid, 'Samsung Internet 28', 'Android'],
    [AGENTS.operaWindows, 'Opera 124', 'Windows'],
    [AGENTS.chromeOs, 'Chrome 142', 'ChromeOS'],
  ])('reads %s', (agent, browser, system) => {
    expect(describeUserAgent(agent)).toMatchObject({ browser, system });
  });

  it('says unknown for a missing or unrecognised header', () => {
    expect(describeUserAgent(null)).toEqual({
      browserName: 'Unknown browser',
      browser: 'Unknown browser',
      system: 'Unknown system',
    });
    expect(describeUserAgent('curl/8.5.0').browser).toBe('Unknown browser');
  });
});

describe('isSameDevice', () => {
  it('holds across a browser update on the same system', () => {
    expect(isSameDevice(AGENTS.chromeMac, AGENTS.chromeMac.replace('142.0', '143.0'))).toBe(true);
  });

  it('tells another browser or system apart', () => {
    expect(isSameDevice(AGENTS.chromeMac, AGENTS.chromeLinux)).toBe(false);
    expect(isSameDevice(AGENTS.chromeMac, AGENTS.safariMac)).toBe(false);
  });

  it('compares unrecognised agents to the letter', () => {
    expect(isSameDevice('curl/8.5.0', 'curl/8.5.0')).toBe(true);
    expect(isSameDevice('curl/8.5.0', 'curl/8.6.0')).toBe(false);
    expect(isSameDevice(null, 'curl/8.5.0')).toBe(false);
  });
});
