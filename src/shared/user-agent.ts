/** A browser and the system it runs on, as far as its User-Agent header tells. */
export type DeviceDescription = {
  /** The browser's name, e.g. "Chrome"; "Unknown browser" when not recognised. */
  browserName: string;
  /** The name with its major version, e.g. "Chrome 142". */
  browser: string;
  /** e.g. "macOS", "Windows", "Android"; "Unknown system" when not recognised. */
  system: string;
};

const UNKNOWN_BROWSER = 'Unknown browser';
const UNKNOWN_SYSTEM = 'Unknown system';

/**
 * Most specific first: Edge, Opera and Samsung Internet also name Chrome and Safari; Chrome names
 * Safari; the iOS builds of Chrome, Firefox and Edge carry their own tokens.
 */
const BROWSERS: { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\// },
];

const SYSTEMS: { name: string; pattern: RegExp }[] = [
  { name: 'iOS', pattern: /\b(?:iPhone|iPad|iPod)\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bX11\b/ },
];

/** Reads the main browsers and systems from a User-Agent header; anything else is "Unknown". */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const browserMatch = BROWSERS.map(({ name, pattern }) => ({
    name,
    match: pattern.exec(agent),
  })).find(({ match }) => match);
  const system = SYSTEMS.find(({ pattern }) => pattern.test(agent))?.name ?? UNKNOWN_SYSTEM;
  if (!browserMatch?.match) {
    return { browserName: UNKNOWN_BROWSER, browser: UNKNOWN_BROWSER, system };
  }
  return {
    browserName: browserMatch.name,
    browser: `${browserMatch.name} ${browserMatch.match[1]}`,
    system,
  };
}

/**
 * Whether two User-Agent headers are the same device for a new-device alert: the same browser and
 * system (a browser's update changes its version, not the device); unrecognised ones must match
 * to the letter.
 */
export function isSameDevice(a: string | null | undefined, b: string | null | undefined): boolean {
  const first = describeUserAgent(a);
  const second = describeUserAgent(b);
  if (first.browserName === UNKNOWN_BROWSER || first.system === UNKNOWN_SYSTEM) {
    return (a ?? '') === (b ?? '');
  }
  return first.browserName === second.browserName && first.system === second.system;
}
