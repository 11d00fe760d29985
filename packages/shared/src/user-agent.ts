/** Names a device from its User-Agent for the sessions list ("Chrome on Windows"); no I/O, no guessing beyond it. */

const BROWSERS: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
  [/\bnode(?:-fetch)?\b|\bundici\b/i, 'a script'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: Array<[RegExp, string]>, text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** "Firefox on macOS", "Chrome", "Unknown browser on Linux", or "Unknown browser". */
export function describeUserAgent(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser && !system) return 'Unknown browser';
  if (!system) return browser!;
  return `${browser ?? 'Unknown browser'} on ${system}`;
}
