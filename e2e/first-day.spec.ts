import ExcelJS from 'exceljs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { ZktecoDevice } from '../apps/server/src/test/zkteco-device';
import { pdfText, slipCodes } from '../apps/server/src/test/pdf-text';
import { addDays, expect, test, todayIn, weekdayOf } from './data';
import { startEmptyServer } from './empty-server';
import { expectNoAxeViolations, shootWidths, useLanguage } from './fixtures';

/**
 * The first day of a real company, from an empty installation (DEMO_DATA=off, the
 * administrator only), as HR of a 40-person Egyptian factory lives it: the company named, its
 * structure, a day shift, this year's holidays (estimated ones confirmed), go-live a week ago;
 * people imported from the Arabic template with Arabic headers and Arabic-Indic digits, one with
 * a work e-mail and two without; all invited from the import's history (an e-mail for one,
 * activation slips for the others); one worker activates by the slip's code on a phone in
 * Arabic; a terminal pushes a worker's punches; and the month's sheet shows no absence before
 * go-live though everyone was hired years ago.
 */
const SHOTS = process.env.FIRST_DAY_SHOTS ?? '/tmp/first-day-shots';
const ADMIN_PASSWORD = 'Nile-Admin-2026!';
const WORKER_PASSWORD = 'Loom-Night-4821';
const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

const WORDS = {
  en: { company: 'Nile Textiles', absent: 'A', present: 'P', importTitle: 'Import employees' },
  ar: { company: 'نسيج النيل', absent: 'غ', present: 'ح', importTitle: 'استيراد الموظفين' },
};

class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}
  async call<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${this.token}` }, data: body });
    const text = await res.text();
    expect(res.ok(), `${method} /api${path}: ${res.status()} ${text}`).toBeTruthy();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/** The latest work day (Sunday to Thursday) before today, on or after `from`, that is not a holiday. */
function lastWorkDay(from: string, today: string, holidays: Set<string>): string {
  for (let d = addDays(today, -1); d >= from; d = addDays(d, -1)) if (weekdayOf(d) <= 4 && !holidays.has(d)) return d;
  throw new Error(`no work day between ${from} and ${today}`);
}

async function signInThroughForm(page: Page, password: string) {
  await page.goto('/hrportal');
  await page.locator('input[name=identifier]').fill('1');
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  // Password hashing on a busy two-core machine takes its time.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
}

for (const [i, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: from an empty installation to a payroll sheet with no absence before go-live`, async ({ browser, playwright }) => {
    test.setTimeout(240_000);
    const w = WORDS[lang];
    const port = Number(process.env.E2E_PORT ?? 3111) + 40 + i;
    const portal = await startEmptyServer({ port, adminPassword: ADMIN_PASSWORD, adminEmail: `hr.${lang}@nile-textiles.example` });
    const request = await playwright.request.newContext({ baseURL: portal.baseURL });
    try {
      // ---- Set-up through the API, as the settings pages send it (their own specs click them). ----
      const login = await request.post('/api/auth/login', { data: { identifier: '1', password: ADMIN_PASSWORD } });
      expect(login.status(), await login.text()).toBe(200);
      const api = new AdminApi(request, ((await login.json()) as { accessToken: string }).accessToken);
      const today = todayIn();
      const goLive = addDays(today, -7);
      // HR's own language, as My account saves it (the account's language wins once signed in).
      await api.call('PATCH', '/auth/preferences', { language: lang });
      const settings = await api.call<Record<string, unknown>>('GET', '/hr/settings');
      await api.call('PUT', '/hr/settings', { ...settings, nameEn: 'Nile Textiles', nameAr: 'نسيج النيل', trackingStart: goLive });
      const site = await api.call<{ id: number }>('POST', '/hr/sites', { nameEn: 'Shubra factory', nameAr: 'مصنع شبرا', timeZone: null });
      await api.call('POST', '/hr/departments', { nameEn: 'Weaving', nameAr: 'النسيج' });
      await api.call('POST', '/hr/shifts', { nameEn: 'Day', nameAr: 'صباحي', startTime: '08:00', endTime: '16:00', graceMinutes: 15, workDays: [0, 1, 2, 3, 4], breaks: [{ start: '12:00', end: '13:00' }] });
      const holidays = new Set<string>();
      for (const year of new Set([goLive.slice(0, 4), today.slice(0, 4)])) {
        await api.call('POST', '/hr/holidays/preset', { year: Number(year) });
        const list = await api.call<{ items: { id: number; date: string; estimated: boolean }[] }>('GET', `/hr/holidays?year=${year}`);
        for (const h of list.items) {
          holidays.add(h.date);
          if (h.estimated) await api.call('POST', `/hr/holidays/${h.id}/confirm`);
        }
      }

      // ---- HR signs in through the form and sees the company's name and the set-up checklist. ----
      const context = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      const page = await context.newPage();
      await useLanguage(page, lang);
      await signInThroughForm(page, ADMIN_PASSWORD);
      await expect(page).toHaveTitle(new RegExp(w.company));
      await expect(page.getByRole('banner')).toContainText(w.company);
      await expect(page.getByTestId('setup-checklist')).toBeVisible();
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `dashboard-${lang}`);

      // ---- The people, from the Arabic template: Arabic headers, Arabic-Indic digits, hired years ago. ----
      const run = Date.now() % 100_000;
      const codes = [20_000 + run, 30_000 + run, 40_000 + run].map((n) => 100_000 + n);
      await page.goto('/hr/employees/import');
      await expect(page.getByRole('heading', { level: 1, name: w.importTitle })).toBeVisible({ timeout: 20_000 });
      const template = await request.get('/api/hr/employees/import-template.xlsx?lang=ar', { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
      expect(template.status(), await template.text().catch(() => '')).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await template.body()) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
      // The Arabic template's headers, as the import page shows its fields.
      const col = (label: string) => {
        const at = headers.indexOf(label);
        expect(at, `the column ${label} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
        return at + 1;
      };
      const people = [
        { code: codes[0], en: 'Hoda Ramzy', ar: 'هدى رمزي', email: `hoda.${run}@nile-textiles.example`, mobile: '1012345678' },
        { code: codes[1], en: 'Said Fathy', ar: 'سعيد فتحي', email: '', mobile: '٠١١٢٣٤٥٦٧٨٩' },
        { code: codes[2], en: 'Karima Adel', ar: 'كريمة عادل', email: '', mobile: '' },
      ];
      // The template's own rows (its example) are dropped: the file holds the header and our people.
      sheet.spliceRows(2, sheet.rowCount);
      for (const [n, p] of people.entries()) {
        const row = sheet.getRow(2 + n);
        row.getCell(col('الرقم الوظيفي')).value = toArabicDigits(String(p.code));
        row.getCell(col('الاسم بالكامل بالإنجليزي')).value = p.en;
        row.getCell(col('الاسم بالكامل بالعربي')).value = p.ar;
        row.getCell(col('البريد الإلكتروني للعمل')).value = p.email;
        row.getCell(col('الموبايل')).value = p.mobile;
        row.getCell(col('تاريخ التعيين')).value = toArabicDigits('01/03/2015');
        row.getCell(col('الموقع')).value = 'مصنع شبرا';
        row.getCell(col('الإدارة')).value = 'النسيج';
        row.getCell(col('الوردية')).value = 'صباحي';
        row.commit();
      }
      const buffer = Buffer.from(await wb.xlsx.writeBuffer());
      await page.getByTestId('import-file').setInputFiles({ name: 'nile-people.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await page.getByTestId('import-check').click();
      await expect(page.getByTestId('import-summary')).toBeVisible();
      await expect(page.getByTestId('import-error-row')).toHaveCount(0);
      await page.getByTestId('import-apply').click();
      await expect(page.getByTestId('import-done')).toBeVisible();
      await expectNoAxeViolations(page);
      await shootWidths(page, SHOTS, `import-${lang}`);

      // ---- Everyone invited at once from the import's history: one e-mail, two slips. ----
      const historyRow = page.getByTestId('import-history-row').first();
      await historyRow.getByTestId('import-invite').click();
      await expect(page.getByTestId('import-invited')).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-print-slips').click()]);
      const pdf = await import('node:fs').then((fs) => download.path().then((p) => fs.readFileSync(p!)));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain(String(codes[1]));
      expect(text).toContain(String(codes[2]));
      expect(text).not.toContain(String(codes[0]));
      const slip = slipCodes(text);
      expect(slip).toHaveLength(2);

      // ---- Said activates on his phone, in Arabic, with his company ID and the slip's code. ----
      const phone = await browser.newContext({ baseURL: portal.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const mobile = await phone.newPage();
      await useLanguage(mobile, 'ar');
      await mobile.goto('/session/activate-code');
      await expect(mobile.locator('input[name=empCode]')).toBeVisible({ timeout: 20_000 });
      await mobile.locator('input[name=empCode]').fill(toArabicDigits(String(codes[1])));
      await mobile.locator('input[name=code]').fill(slip[text.indexOf(String(codes[1])) < text.indexOf(String(codes[2])) ? 0 : 1].toLowerCase());
      await mobile.locator('form button[type=submit]').click();
      await expect(mobile.locator('input[name=password]')).toBeVisible();
      await expectNoAxeViolations(mobile);
      await shootWidths(mobile, SHOTS, `activate-code-${lang}`);
      await mobile.locator('input[name=password]').fill(WORKER_PASSWORD);
      await mobile.locator('input[name=confirmPassword]').fill(WORKER_PASSWORD);
      await mobile.locator('form button[type=submit]').click();
      await expect(mobile).toHaveURL(/\/dashboard/, { timeout: 20_000 });
      await expect(mobile.getByTestId('profile-card')).toContainText('سعيد فتحي');
      await phone.close();

      // ---- The factory's terminal pushes Karima's day after go-live. ----
      const serial = `NILE${lang.toUpperCase()}${run}`;
      await api.call('POST', '/hr/devices', { name: 'Gate 1', siteId: site.id, protocol: 'adms', serialNumber: serial });
      const device = new ZktecoDevice(portal.baseURL, serial);
      expect((await device.handshake()).status).toBe(200);
      const worked = lastWorkDay(goLive, today, holidays);
      device.punch({ pin: codes[2], time: `${worked} 07:58:12`, status: 0, verify: 1 }, { pin: codes[2], time: `${worked} 16:03:40`, status: 1, verify: 1 });
      expect((await device.push({ eol: '\r\n' })).status).toBe(200);

      // ---- The month's sheet, downloaded as HR does: no absence before go-live. ----
      await page.goto('/team/absent');
      await page.getByTestId('sheet-open').click({ timeout: 20_000 });
      const dialog = page.getByTestId('sheet-dialog');
      await expect(dialog).toBeVisible();
      const monthsBack = (Number(today.slice(0, 4)) - Number(goLive.slice(0, 4))) * 12 + Number(today.slice(5, 7)) - Number(goLive.slice(5, 7));
      if (monthsBack > 0) {
        await dialog.getByRole('combobox').first().click();
        await page.getByRole('listbox').getByRole('option').nth(monthsBack).click();
      }
      const [sheetFile] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('sheet-download').click()]);
      const out = new ExcelJS.Workbook();
      await out.xlsx.readFile((await sheetFile.path())!);
      const ws = out.worksheets[0];
      const head = (ws.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
      const month = goLive.slice(0, 7);
      const dayColumn = (date: string) => head.indexOf(date.slice(8, 10)) + 1;
      const rowOf = (code: number) => {
        for (let r = 2; r <= ws.rowCount; r++) if (String(ws.getRow(r).getCell(1).value) === String(code)) return ws.getRow(r);
        throw new Error(`no sheet row for ${code}`);
      };
      let absentAfter = 0;
      for (const p of people) {
        const row = rowOf(p.code);
        for (let d = `${month}-01`; d.startsWith(month) && d < today; d = addDays(d, 1)) {
          const cell = String(row.getCell(dayColumn(d)).value ?? '');
          if (d < goLive) expect(cell, `${p.en} on ${d}, before go-live`).not.toBe(w.absent);
          else if (cell === w.absent) absentAfter++;
        }
      }
      // Not a vacuous check: the days after go-live without punches are absences.
      expect(absentAfter).toBeGreaterThan(0);
      if (worked.startsWith(month)) expect(String(rowOf(codes[2]).getCell(dayColumn(worked)).value)).toBe(w.present);
      // Administrator accounts are not on payroll's sheet.
      for (let r = 2; r <= ws.rowCount; r++) expect(String(ws.getRow(r).getCell(1).value)).not.toBe('1');
      await context.close();
    } finally {
      await request.dispose();
      await portal.stop();
    }
  });
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('hr.session');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : '';
  });
}
