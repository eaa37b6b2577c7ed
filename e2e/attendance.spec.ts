import type { Page } from '@playwright/test';
import { type TPeople, type TPerson, expect, signInAs, test } from './data';
import { expectNoAxeViolations, useLanguage } from './fixtures';

/**
 * The web clock on the dashboard and the attendance logs. Each test makes its own manager and
 * employee (data.ts), so the clock starts from "not signed in" and the saved language is theirs.
 */
const SHOTS = process.env.ATT_SHOTS ?? '/tmp/att-shots';

/** A manager (Finance) with one team member. */
async function team(people: TPeople) {
  const manager = await people.create({ role: 'manager', department: 'Finance' });
  // No shift: the clock is tried at any hour, and never asks about an out-of-shift clock-in.
  const employee = await people.create({ manager, department: 'Finance', shift: null });
  return { manager, employee };
}

async function signInIn(page: Page, who: TPerson, lang: 'en' | 'ar') {
  await useLanguage(page, lang);
  await signInAs(page, who);
  await page.goto(`/self/swlang?lang=${lang}`);
  await expect(page).toHaveURL(/\/dashboard\/default/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('in English, an employee signs in and out from the dashboard and finds both events in the logs', async ({ page, context, people }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.0444, longitude: 31.2357, accuracy: 20 });
  const { employee } = await team(people);
  await signInIn(page, employee, 'en');
  const card = page.getByTestId('clock-card');
  await expect(card.getByRole('heading', { name: 'Attendance' })).toBeVisible();
  // A new person: not signed in yet.
  const state = card.getByTestId('clock-state');
  await expect(state).toHaveText('Not signed in');

  await card.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^You signed in at \d\d:\d\d [AP]M\.$/)).toBeVisible();
  await expect(state).toHaveText(/^Signed in since \d\d:\d\d [AP]M$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: `${SHOTS}/dashboard-card-en.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Sign out' }).click();
  // Within a minute of the sign-in the clock asks whether the sign-out is meant (a double tap is not): it is.
  const quick = page.getByRole('alertdialog', { name: 'Sign out already?' });
  const signedOut = page.getByText(/^You signed out at \d\d:\d\d [AP]M\.$/);
  await expect(quick.or(signedOut)).toBeVisible();
  if (await quick.isVisible()) await quick.getByRole('button', { name: 'Sign out now' }).click();
  await expect(signedOut).toBeVisible();
  await expect(state).toHaveText('Not signed in');

  const nav = page.getByTestId('side-nav');
  await nav.getByRole('button', { name: 'Attendance', exact: true }).click();
  await nav.getByRole('link', { name: 'Attendance Logs' }).click();
  await expect(page).toHaveURL(/\/self\/attlogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Logs' })).toBeVisible();
  await expect(page.getByTestId('attendance-range')).toHaveText(/^Showing [\u2066\u2069]*\d\d\/\d\d\/\d{4}\u2069\s–\u2060\s\u2066\d\d\/\d\d\/\d{4}\u2069+$/);
  const rows = page.getByTestId('attendance-row');
  // Newest first: the sign-out, then the sign-in, both with the seed's time format.
  await expect(rows.nth(0).getByRole('cell').nth(5)).toHaveText('Sign out');
  await expect(rows.nth(1).getByRole('cell').nth(5)).toHaveText('Sign in');
  await expect(rows.nth(0).getByRole('cell').nth(6)).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/);
  await expectNoAxeViolations(page);

  // The CSV export downloads a file.
  const download = page.waitForEvent('download');
  await page.getByTestId('attendance-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/self-attlogs-en.png`, fullPage: true });
});

test('in Arabic, a manager opens the team logs', async ({ page, people }) => {
  test.setTimeout(60_000);
  const { manager } = await team(people);
  await signInIn(page, manager, 'ar');
  const card = page.getByTestId('clock-card');
  await expect(card.getByRole('heading', { name: 'الحضور' })).toBeVisible();
  await expect(card.getByTestId('clock-state')).toHaveText(/مسجّل الحضور منذ|لم تسجّل حضورك/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: `${SHOTS}/dashboard-card-ar.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  const nav = page.getByTestId('side-nav');
  await nav.getByRole('button', { name: 'حضور الفريق' }).click();
  await nav.getByRole('link', { name: 'السجل', exact: true }).click();
  await expect(page).toHaveURL(/\/team\/attlogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سجل حضور الفريق' })).toBeVisible();
  await expect(page.getByTestId('attendance-range')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'الموظف', exact: true })).toBeVisible();
  // The department and section filters offer the units of the manager's own team.
  await expect(page.getByTestId('filter-department')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'وقت التسجيل' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/team-attlogs-ar.png`, fullPage: true });
});

test('in Arabic, the own logs pass axe', async ({ page, people }) => {
  test.setTimeout(60_000);
  const { employee } = await team(people);
  await signInIn(page, employee, 'ar');
  await page.goto('/self/attlogs');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل الحضور' })).toBeVisible();
  await expect(page.getByTestId('attendance-range')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/self-attlogs-ar.png`, fullPage: true });
});

test('in English, the team logs pass axe', async ({ page, people }) => {
  test.setTimeout(60_000);
  const { manager } = await team(people);
  await signInIn(page, manager, 'en');
  await page.goto('/team/attlogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Attendance Logs' })).toBeVisible();
  await expect(page.getByTestId('attendance-range')).toBeVisible();
  await expectNoAxeViolations(page);
});
