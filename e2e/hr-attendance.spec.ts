import { expect, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * HR's device-log import and manual events, in English and in Arabic. Only account 1001 (hr)
 * signs in; its saved language is never changed. The events go to a person of the test's own
 * (data.ts): the imported ones in 2025, the manual one today at 00:MM.
 */
const SHOTS = process.env.ATT_SHOTS ?? '/tmp/att-shots';
const pad = (n: number) => String(n).padStart(2, '0');

const WORDS = {
  en: {
    header: 'Company ID,Event type,Event time',
    signIn: 'Sign in',
    title: 'Import attendance logs',
    badType: 'The event type must be in or out (Sign in, Sign out, حضور, انصراف).',
    column: 'Event type',
    ready: 'Rows: 2. Ready to import: 2. With problems: 0.',
    done: 'Import done: 2 events added, 0 already recorded.',
    add: 'Add event',
    employeeCode: 'Company ID',
    eventType: 'Event type',
    eventTime: 'Date and time',
    reason: 'Reason',
    added: 'The event was added.',
    am: 'AM',
    logs: 'Team Attendance Logs',
  },
  ar: {
    header: 'رقم الموظف,نوع الحركة,وقت الحركة',
    signIn: 'حضور',
    title: 'استيراد سجلات الحضور',
    badType: 'نوع الحركة يجب أن يكون حضور أو انصراف (in أو out).',
    column: 'نوع الحركة',
    ready: 'الصفوف: 2. جاهزة للاستيراد: 2. بها مشكلات: 0.',
    done: 'تم الاستيراد: أُضيفت 2 حركة، و0 كانت مسجلة من قبل.',
    add: 'إضافة حركة',
    employeeCode: 'رقم الموظف',
    eventType: 'نوع الحركة',
    eventTime: 'التاريخ والوقت',
    reason: 'السبب',
    added: 'تمت إضافة الحركة.',
    am: 'ص',
    logs: 'سجل حضور الفريق',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: HR previews a device log with a bad row, fixes it and imports it; then adds an event by hand`, async ({ browser, people }) => {
    test.setTimeout(90_000);
    const dina = await people.create({ department: 'Finance' });
    const w = { ...WORDS[lang], name: lang === 'ar' ? dina.fullNameAr : dina.fullNameEn };
    const page = await sessionIn(browser, 1001, lang);
    // A day of 2025 and a minute of its own for each run and language: a rerun adds new events.
    const run = Math.floor(Date.now() / 60_000);
    const day = new Date(Date.UTC(2025, 0, 1 + (run % 300) + (lang === 'ar' ? 1 : 0)));
    const date = day.toISOString().slice(0, 10);
    const shown = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    const minute = pad((run + (lang === 'ar' ? 30 : 0)) % 60);
    const file = (type: string) => ({
      name: `device-${lang}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${w.header}\r\n${dina.empCode},${lang === 'ar' ? 'حضور' : 'in'},${date}T08:${minute}:00+02:00\r\n${dina.empCode},${type},${shown} 04:${minute} PM\r\n`, 'utf8'),
    });

    const nav = page.getByTestId('side-nav');
    await nav.getByRole('link', { name: w.title }).click();
    await expect(page).toHaveURL(/\/hr\/attendance-import$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();

    // A bad event type on line 3: the preview says so, and Import stays off.
    await page.getByTestId('att-import-file').setInputFiles(file('lunch'));
    await expect(page.getByTestId('att-import-apply')).toBeDisabled();
    await page.getByTestId('att-import-check').click();
    const errors = page.getByTestId('att-import-error-row');
    await expect(errors).toHaveCount(1);
    await expect(errors.first().getByRole('cell')).toHaveText(['3', w.column, w.badType]);
    await expect(page.getByTestId('att-import-apply')).toBeDisabled();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `attendance-import-errors-${lang}`);

    // Fixed: checked clean, then imported with the result.
    await page.getByTestId('att-import-file').setInputFiles(file(lang === 'ar' ? 'انصراف' : 'Sign out'));
    await page.getByTestId('att-import-check').click();
    await expect(page.getByTestId('att-import-summary')).toHaveText(w.ready);
    await page.getByTestId('att-import-apply').click();
    await expect(page.getByTestId('att-import-done')).toHaveText(w.done);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `attendance-import-done-${lang}`);

    // A manual sign-in for the person today at 00:MM (12:MM AM), which then shows in the team logs.
    await goInApp(page, '/team/attlogs');
    await expect(page.getByRole('heading', { level: 1, name: w.logs })).toBeVisible();
    await page.getByTestId('manual-event-add').click();
    const dialog = page.getByTestId('manual-event-dialog');
    await dialog.getByRole('combobox', { name: w.employeeCode }).fill(String(dina.empCode));
    await page.getByRole('option', { name: new RegExp(w.name) }).click();
    await dialog.getByRole('combobox', { name: new RegExp(w.eventType) }).click();
    await page.getByRole('option', { name: w.signIn, exact: true }).click();
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await dialog.getByRole('group', { name: new RegExp(`^${w.eventTime}( \\*)?$`) }).click();
    await page.keyboard.press('ControlOrMeta+a');
    const digits = today.replace(/\//g, '');
    // Date, time, mark: the natural order in both languages.
    await page.keyboard.press('Home');
    await page.keyboard.type(digits);
    await page.keyboard.type(`12${minute}`);
    await page.keyboard.type(w.am);
    await dialog.getByRole('textbox', { name: new RegExp(w.reason) }).fill('Card reader was down');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: lang === 'ar' ? 'حفظ' : 'Save' }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId('filter-employee').getByRole('combobox', { name: lang === 'ar' ? 'الرقم الوظيفي' : 'Company ID' }).fill(String(dina.empCode));
    await page.getByRole('option', { name: new RegExp(w.name) }).click();
    const row = page.getByTestId('attendance-row').filter({ hasText: `${today} 12:${minute} ${w.am}` });
    await expect(row).toHaveCount(1);
    // 00:MM is more than three hours before the person's 08:00 shift: the type cell also flags it.
    await expect(row.getByRole('cell').nth(5)).toContainText(w.signIn);
    await expectNoAxeViolations(page);
  });
}

/**
 * An import cut short by kill -9 is marked failed with IMPORT_INTERRUPTED when a server starts
 * (hr-attendance.test.ts proves that on both databases). Here the page, polling
 * its progress, says so in both languages: the answers are the server's, recorded.
 */
const INTERRUPTED = {
  en: 'The import failed and nothing was saved: The server restarted before the import finished. Run the import again.',
  ar: 'فشل الاستيراد ولم يُحفظ أي شيء: أُعيد تشغيل الخادم قبل أن ينتهي الاستيراد. شغّل الاستيراد مرة أخرى.',
};
for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an import interrupted by a server restart says so, and to run it again`, async ({ browser }) => {
    const page = await sessionIn(browser, 1001, lang);
    const job = { id: 2_000_000_000, state: 'running', total: 2, processed: 0, inserted: 0, duplicates: 0, error: null };
    await page.route('**/api/hr/attendance/imports', (route) =>
      route.fulfill({ json: { preview: { rows: 2, valid: 2, errors: [], errorCount: 0 }, job: route.request().postDataJSON().apply ? job : null } }),
    );
    await page.route(`**/api/hr/attendance/imports/${job.id}`, (route) => route.fulfill({ json: { ...job, state: 'failed', error: 'IMPORT_INTERRUPTED' } }));
    await goInApp(page, '/hr/attendance-import');
    await page.getByTestId('att-import-file').setInputFiles({ name: 'device.csv', mimeType: 'text/csv', buffer: Buffer.from('Company ID,Event type,Event time\r\n1012,in,2025-01-01T08:00:00+02:00\r\n') });
    await page.getByTestId('att-import-check').click();
    await page.getByTestId('att-import-apply').click();
    await expect(page.getByTestId('att-import-job').getByRole('alert')).toHaveText(INTERRUPTED[lang]);
    await expectNoAxeViolations(page);
  });
}
