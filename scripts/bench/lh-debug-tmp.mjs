import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, startServer } from './lib.mjs';
const server = await startServer({});
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const result = await lighthouse(server.base + '/login', {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = result.lhr.audits;
console.log(
  JSON.stringify(a['first-contentful-paint']).slice(0, 400),
  JSON.stringify(result.lhr.runtimeError),
  JSON.stringify(result.lhr.runWarnings),
);
const el = a['largest-contentful-paint-element']?.details?.items ?? [];
console.log(JSON.stringify(el).slice(0, 1500));
console.log(
  JSON.stringify(
    a['network-requests']?.details?.items?.map((i) => [
      i.url.slice(-30),
      Math.round(i.networkRequestTime),
      Math.round(i.networkEndTime),
      i.transferSize,
      i.priority,
    ]),
  ),
);
chrome.kill();
await server.stop();
