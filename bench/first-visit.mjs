#!/usr/bin/env node
// A first visit on a phone network. Chromium (phone viewport, cold cache, no service worker yet)
// throttled through CDP like a slow phone on a 3G-ish link: Network.emulateNetworkConditions
// (1.6 Mbps down, 750 kbps up, 150 ms round trip) and Emulation.setCPUThrottlingRate (4x). For
// English (1003, a manager) and Arabic (1002, who prefers Arabic; the browser asks for ar-EG):
//   - the sign-in page, from the navigation to the first paint of its form;
//   - sign-in to dashboard: the visitor types the ID and password at 5 keys a second, as on a
//     phone; from the tap on the button to the profile card;
//   - the first inbox: once the dashboard has loaded (nothing in flight for 500 ms) the visitor
//     opens the menu; from the tap on its Inbox link to the list (or its empty state).
// Each step's bytes are what went over the wire (CDP encodedDataLength: headers and compressed
// bodies) during the step, and apart from them what the page fetched between the previous step
// and this one (fonts, code fetched ahead). Prints the median of --runs runs (each a new browser
// context: cold HTTP cache), after one unrecorded visit per language.
// The service worker is blocked: it never controls a first visit, and its precache (after load)
// would download outside the page's throttled connection.
// Usage: node bench/first-visit.mjs [--runs 5] [--url http://host:port] [--verbose] [--cpu 4]
//   Without --url it starts the built server (SERVER_OUTDIR=dist-x for a side-by-side build) on a
//   new data dir, serving WEB_DIST when set (a side-by-side web build) or apps/web/dist.
//   BENCH_PORT=N: its port (3240).
import os from 'node:os';
import { chromium } from 'playwright-core';
import { arg, argText, serverDist, startServer, tempDir } from './lib.mjs';

const runs = arg('runs', 5);
const verbose = process.argv.includes('--verbose');
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
/** --cpu 1: no processor slowdown (to see how much of a step is the network's). */
const CPU_SLOWDOWN = arg('cpu', 4);
/** What shows that a step is done. */
const READY = {
  signIn: 'form button[type=submit]',
  dashboard: '[data-testid=profile-card]',
  inbox: '[data-testid=unified-inbox]',
  inboxEmpty: '[data-testid=inbox-empty]',
};

let base = argText('url');
if (!base) {
  const port = Number(process.env.BENCH_PORT ?? 3240);
  const dataDir = tempDir('first-visit');
  await startServer({ dist: serverDist(), port, dataDir });
  base = `http://127.0.0.1:${port}`;
}
base = base.replace(/\/$/, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
process.on('exit', () => void browser.close().catch(() => {}));

/** One visit: the three steps' times (ms) and bytes, each step's requests when --verbose. */
async function visit(lang) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'ar' ? 'ar-EG' : 'en-US',
    serviceWorkers: 'block',
  });
  // The page notes, by its own clock, when each step's element is first painted (a frame after it
  // is in the DOM) and when the visitor last tapped: Playwright's polling, slowed like the page's
  // processor, would add its own delay to the times.
  await context.addInitScript((selectors) => {
    const seen = {};
    Object.defineProperty(window, '__bench', { value: { seen, tapAt: 0 } });
    document.addEventListener('click', () => (window.__bench.tapAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      for (const s of selectors) {
        if (seen[s] === undefined && document.querySelector(s)) {
          seen[s] = null;
          requestAnimationFrame(() => (seen[s] = performance.now()));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, Object.values(READY));
  const page = await context.newPage();
  /** The page's time from `from` ('navigation' or 'tap') to the first paint of the step's element. */
  const pageTime = async (selector, from) => {
    await page.waitForFunction((s) => window.__bench.seen[s] > 0, selector, { timeout: 60_000, polling: 100 });
    return page.evaluate(([s, f]) => window.__bench.seen[s] - (f === 'tap' ? window.__bench.tapAt : 0), [selector, from]);
  };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // What went over the wire, per step, and what is still in flight.
  const sent = new Map();
  let step = [];
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    sent.set(e.requestId, { url: e.request.url, at: performance.now() });
    inFlight.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    step.push({ ...(sent.get(e.requestId) ?? { url: '?', at: 0 }), done: performance.now(), bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId));
  /** The step that began at `t0` and took `ms`: what finished loading by then (the rest counts for the next step). */
  const finish = (t0, ms = performance.now() - t0) => {
    const mine = (r) => r.done - t0 <= ms + 50;
    const requests = step.filter(mine).map((r) => ({ ...r, at: r.at - t0, done: r.done - t0 }));
    step = step.filter((r) => !mine(r));
    return { ms, bytes: requests.reduce((s, r) => s + r.bytes, 0), requests };
  };
  /** Until nothing has been in flight for 500 ms (at most 30 s). */
  const quiet = async () => {
    const until = performance.now() + 30_000;
    for (let calm = 0; calm < 500 && performance.now() < until; ) {
      await new Promise((r) => setTimeout(r, 50));
      calm = inFlight.size ? 0 : calm + 50;
    }
  };

  let t0 = performance.now();
  await page.goto(`${base}/hrportal`, { waitUntil: 'commit' });
  const identifier = page.locator('input[name=identifier]');
  await identifier.waitFor();
  await page.locator('input[name=password]').waitFor();
  const signInPage = finish(t0, await pageTime(READY.signIn, 'navigation'));
  if ((await page.evaluate(() => document.documentElement.lang)) !== lang) throw new Error(`the sign-in page is not in ${lang}`);

  // The visitor types the ID and the password at 5 keys a second, as on a phone, then taps the button.
  await identifier.click();
  await identifier.pressSequentially(lang === 'ar' ? '1002' : '1003', { delay: 200 });
  await page.locator('input[name=password]').click();
  await page.locator('input[name=password]').pressSequentially('demo1234', { delay: 200 });
  const beforeDashboard = finish(0);
  t0 = performance.now();
  await page.locator('form button[type=submit]').click();
  const dashboard = finish(t0, await pageTime(READY.dashboard, 'tap'));

  // The visitor looks at the dashboard until it has loaded, then opens the menu.
  await quiet();
  await page.getByTestId('nav-mobile-toggle').click();
  const link = page.getByTestId('side-nav').locator('a[href="/inbox"]');
  await link.waitFor();
  const beforeInbox = finish(0);
  t0 = performance.now();
  await link.click();
  await page.locator(`${READY.inbox}, ${READY.inboxEmpty}`).first().waitFor({ timeout: 60_000 });
  const inbox = finish(t0, await pageTime((await page.locator(READY.inbox).count()) ? READY.inbox : READY.inboxEmpty, 'tap'));
  signInPage.ahead = 0;
  dashboard.ahead = beforeDashboard.bytes;
  inbox.ahead = beforeInbox.bytes;
  await context.close();
  return { signInPage, dashboard, inbox };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${Math.round(n / 1024)} KB`;
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;

const rows = [];
for (const lang of ['en', 'ar']) {
  const results = [];
  // One unrecorded visit first: the server's first answers (code not yet compiled, caches empty)
  // are not what a phone waits for.
  await visit(lang);
  for (let i = 0; i < runs; i++) results.push(await visit(lang));
  for (const [key, label] of [
    ['signInPage', 'sign-in page ready'],
    ['dashboard', 'sign-in to dashboard'],
    ['inbox', 'first inbox'],
  ]) {
    const steps = results.map((r) => r[key]);
    rows.push({ lang, label, ms: median(steps.map((s) => s.ms)), bytes: median(steps.map((s) => s.bytes)), ahead: median(steps.map((s) => s.ahead)), all: steps.map((s) => sec(s.ms)).join(', ') });
    if (verbose) {
      console.log(`\n${lang} ${label}, last run (${kb(steps.at(-1).ahead)} before it):`);
      for (const r of steps.at(-1).requests) console.log(`  ${kb(r.bytes).padStart(7)}  ${Math.round(r.at).toString().padStart(5)}–${Math.round(r.done).toString().padEnd(5)} ms  ${r.url.replace(base, '')}`);
    }
  }
}

console.log(`
## A first visit on a phone network (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ${NETWORK.downloadThroughput * 8 / 1e6} Mbps down, ${NETWORK.uploadThroughput * 8 / 1e3} kbps up, ${NETWORK.latency} ms round trip, CPU ${CPU_SLOWDOWN}x slower; median of ${runs})

| language | step | time | transferred during the step | transferred before it, after the previous one | every run |
|---|---|---|---|---|---|
${rows.map((r) => `| ${r.lang} | ${r.label} | ${sec(r.ms)} | ${kb(r.bytes)} | ${r.label.startsWith('sign-in page') ? '' : kb(r.ahead)} | ${r.all} |`).join('\n')}
`);
await browser.close();
process.exit(0);
