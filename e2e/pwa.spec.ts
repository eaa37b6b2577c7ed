import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { type TPerson, asHr, apiAs, expect, signInAs, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, useLanguage } from './fixtures';

/**
 * The installable app: the manifest and the service worker, the offline shell, punches
 * kept on the phone while offline, and the site geofence. Only this spec lets the service worker
 * run (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });
const SHOTS = process.env.PWA_SHOTS ?? '/tmp/pwa-shots';
fs.mkdirSync(SHOTS, { recursive: true });

async function signInIn(page: Page, who: TPerson, lang: 'en' | 'ar') {
  await useLanguage(page, lang);
  await signInAs(page, who);
  await page.goto(`/self/swlang?lang=${lang}`);
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Waits until the service worker is active (its precache complete), then reloads so it controls the page. */
async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

test('is installable: a linked, valid manifest with 192 and 512 icons, and a service worker that controls the page', async ({ page, request }) => {
  await page.goto('/hrportal');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'HR Leave Tracker', short_name: 'HR Portal', start_url: '/dashboard/default', display: 'standalone', theme_color: '#c62828', scope: '/' });
  for (const [size, purpose] of [[192, 'any'], [512, 'any'], [512, 'maskable']] as const) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').includes(purpose));
    expect(icon, `${size} ${purpose}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual({ width: size, height: size });
  }
  const apple = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
  expect(pngSize(await (await request.get(apple!)).body())).toEqual({ width: 180, height: 180 });
  await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#c62828');
  await expect(page.locator('meta[name=apple-mobile-web-app-capable]')).toHaveAttribute('content', 'yes');

  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  await controlledBySw(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

for (const lang of ['en', 'ar'] as const) {
  test(`offline, the app opens to a shell that says so (${lang})`, async ({ page, context, people }) => {
    test.setTimeout(90_000);
    const employee = await people.create({ language: lang });
    await signInIn(page, employee, lang);
    await controlledBySw(page);
    await context.setOffline(true);
    try {
      await page.reload();
      const offline = page.getByTestId('offline-page');
      await expect(offline.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'You are offline' : 'أنت غير متصل بالإنترنت');
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // The session is kept: the API was never asked, so nothing signed the person out.
      expect(await page.evaluate(() => localStorage.getItem('hr.session'))).toBeTruthy();
      // The clock of the person last signed in on this phone: the punch is kept with its time.
      const clock = page.getByTestId('offline-clock');
      await expect(clock).toContainText(lang === 'en' ? employee.fullNameEn : employee.fullNameAr);
      await clock.getByTestId('offline-clock-in').click();
      await expect(clock.getByTestId('offline-clock-waiting')).toHaveCount(1);
      await expect(clock.getByTestId('offline-clock-kept')).toContainText(lang === 'en' ? 'No connection: your sign-in at' : 'لا يوجد اتصال: حُفظ تسجيل الحضور الساعة');
      await expect(clock.getByTestId('offline-clock-out')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/offline-${lang}.png` });
    } finally {
      await context.setOffline(false);
    }
    // Back online, the page loads again by itself and sends the punch kept offline.
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await expect(page.getByText(lang === 'en' ? '1 punch made offline was sent.' : 'أُرسِل تسجيل واحد تم دون اتصال.')).toBeVisible();
    await expect(page.getByTestId('clock-card').getByTestId('clock-state')).toContainText(lang === 'en' ? 'Signed in since' : 'مسجّل الحضور منذ');
  });
}

test('a sign-in made offline is kept on the phone, sent on reconnect with its time, and flagged for HR (Arabic, 390 px)', async ({ page, context, people, request, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const employee = await people.create({ language: 'ar' });
  await signInIn(page, employee, 'ar');
  // The installed app: the service worker holds every chunk (the snackbar's too) before the network goes.
  await controlledBySw(page);
  const card = page.getByTestId('clock-card');
  await expect(card.getByTestId('clock-sign-in')).toBeEnabled();

  await context.setOffline(true);
  const before = Date.now();
  const after = { at: 0 };
  try {
    await card.getByTestId('clock-sign-in').click();
    after.at = Date.now();
    await expect(card.getByTestId('clock-waiting')).toContainText('بانتظار الإرسال');
    await expect(card.getByTestId('clock-sign-out')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByText(/^لا يوجد اتصال: حُفظ حضور الساعة/)).toBeVisible();
    await expectNoAxeViolations(page);
    await card.screenshot({ path: `${SHOTS}/clock-queued-ar-390.png` });
    // Some time passes before the network is back: the event keeps the time of the click.
    await page.waitForTimeout(3000);
  } finally {
    await context.setOffline(false);
  }
  const online = Date.now();
  await expect(card.getByTestId('clock-waiting')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('أُرسِل تسجيل واحد تم دون اتصال.')).toBeVisible();
  await expect(card.getByTestId('clock-state')).toContainText('مسجّل الحضور منذ');

  const hr = await asHr(request);
  const list = await hr.get<{ items: { eventTime: string; eventType: string; recordedOffline: boolean; source: string }[] }>(`/attendance/team-events?employeeId=${employee.id}`);
  expect(list.items).toHaveLength(1);
  const [event] = list.items;
  expect(event).toMatchObject({ eventType: 'in', recordedOffline: true, source: 'web' });
  const at = Date.parse(event.eventTime);
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(after.at + 1000);
  expect(at).toBeLessThan(online - 2000);
  // The person's own log shows it flagged too.
  const mine = await (await apiAs(request, employee)).get<{ items: { recordedOffline: boolean }[] }>('/attendance/events');
  expect(mine.items[0].recordedOffline).toBe(true);

  // HR's team log shows the chip, in both languages (the language switched for the visit only).
  for (const lang of ['en', 'ar'] as const) {
    const hrPage = await sessionIn(browser, 1001, lang);
    try {
      await goInApp(hrPage, '/team/attlogs');
      const row = hrPage.getByTestId('attendance-row').filter({ hasText: lang === 'en' ? employee.fullNameEn : employee.fullNameAr });
      await expect(row.getByTestId('flag-offline')).toHaveText(lang === 'en' ? 'Recorded offline' : 'سُجّل دون اتصال');
      await expectNoAxeViolations(hrPage);
    } finally {
      await hrPage.context().close();
    }
  }
});

test.describe('the site geofence', () => {
  // The organisation's mode is global: one test at a time sets it and puts it back.
  test.describe.configure({ mode: 'serial' });

  test('HR sets a site geofence; mode refuse refuses outside it, mode flag accepts and flags it for HR', async ({ page, context, people, request, browser }) => {
    test.setTimeout(120_000);
    const hr = await asHr(request);
    const site = await hr.post<{ id: number }>('/hr/sites', { nameEn: `Geofenced ${Date.now()}`, nameAr: 'موقع مسيّج', latitude: 30.0444, longitude: 31.2357, radiusMeters: 200 });
    // No shift: signing in at any hour is never out of shift.
    const employee = await people.create({ siteId: site.id, shift: null });
    const before = (await hr.get<{ geofenceMode?: string }>('/hr/settings')).geofenceMode ?? 'off';
    // Only the mode changes, on the settings as they are now (another spec may change the rest).
    const setMode = async (geofenceMode: string) => hr.call('PUT', '/hr/settings', { ...(await hr.get<Record<string, unknown>>('/hr/settings')), geofenceMode });
    await context.grantPermissions(['geolocation']);
    // About 2.2 km north of the site's point.
    await context.setGeolocation({ latitude: 30.0644, longitude: 31.2357, accuracy: 20 });
    try {
      await setMode('refuse');
      await signInIn(page, employee, 'en');
      const card = page.getByTestId('clock-card');
      await card.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('You are outside your site’s area, so the portal cannot record this. Sign in at your site.')).toBeVisible();
      await expect(card.getByTestId('clock-state')).toHaveText('Not signed in');
      await expect(card.getByText('Your location is sent with the event when your browser allows it.')).toBeVisible();
      await expectNoAxeViolations(page);

      await setMode('flag');
      await page.reload();
      await card.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(/^You signed in at \d\d:\d\d [AP]M\.$/)).toBeVisible();
      const list = await hr.get<{ items: { outsideGeofence: boolean; recordedOffline: boolean }[] }>(`/attendance/team-events?employeeId=${employee.id}`);
      expect(list.items).toEqual([expect.objectContaining({ outsideGeofence: true, recordedOffline: false })]);
    } finally {
      await setMode(before);
    }

    // HR sees the flag in the team logs, and the site's geofence in the structure screen.
    const hrPage = await sessionIn(browser, 1001, 'en');
    try {
      await hrPage.setViewportSize({ width: 1366, height: 900 });
      await goInApp(hrPage, '/team/attlogs');
      const row = hrPage.getByTestId('attendance-row').filter({ hasText: employee.fullNameEn });
      await expect(row.getByTestId('flag-outside')).toHaveText('Outside the site');
      await goInApp(hrPage, '/hr/structure');
      const siteRow = hrPage.getByTestId(`unit-site-${site.id}`);
      await expect(siteRow).toContainText('Within 200 m of 30.0444, 31.2357');
      await siteRow.getByRole('button', { name: /^Rename/ }).click();
      const dialog = hrPage.getByRole('dialog');
      await expect(dialog.getByTestId('geofence-radiusMeters')).toHaveValue('200');
      await dialog.getByTestId('geofence-radiusMeters').fill('5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('From 10 to 100,000 metres')).toBeHidden();
      await expectNoAxeViolations(hrPage);
      await dialog.screenshot({ path: `${SHOTS}/site-geofence-en-1366.png` });
      await dialog.getByTestId('geofence-radiusMeters').fill('250');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(siteRow).toContainText('Within 250 m');
    } finally {
      await hrPage.context().close();
    }
  });
});
