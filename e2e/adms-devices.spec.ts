import { ZktecoDevice } from '../apps/server/src/test/zkteco-device';
import { expect, test, todayIn } from './data';
import { expectNoAxeViolations, goInApp, sessionIn, shootWidths } from './fixtures';

/**
 * ZKTeco devices pushing by ADMS, in English and in Arabic: a device the portal does
 * not know knocks and HR sees it among the unknown devices, registers it by its serial number
 * from there, and the device's next push lands in HR's attendance logs. The device is the
 * protocol-speaking simulator of the API tests, talking to the running server over HTTP.
 */
const SHOTS = process.env.ADMS_SHOTS ?? '/tmp/adms-shots';
const pad = (n: number) => String(n).padStart(2, '0');

const WORDS = {
  en: {
    title: 'Attendance devices', name: 'Reception clock', adms: 'ZKTeco push (ADMS)', signIn: 'Sign in', am: 'AM', logs: 'Team Attendance Logs', companyId: 'Company ID',
    direction: 'Punch direction of Reception clock', firstLast: 'First punch in, last punch out', directionSaved: 'Punch direction saved. Punches from now on use it.',
    personCode: 'Person – company ID', give: 'Give and apply', applied: 'PIN given: 1 punch applied.',
  },
  ar: {
    title: 'أجهزة الحضور', name: 'جهاز الاستقبال', adms: 'إرسال ZKTeco المباشر (ADMS)', signIn: 'حضور', am: 'ص', logs: 'سجل حضور الفريق', companyId: 'الرقم الوظيفي',
    direction: 'اتجاه البصمة للجهاز جهاز الاستقبال', firstLast: 'أول بصمة دخول وآخر بصمة خروج', directionSaved: 'تم حفظ اتجاه البصمة. تستخدمه البصمات من الآن.',
    personCode: 'الموظف – الرقم الوظيفي', give: 'إعطاء وتطبيق', applied: 'تم إعطاء الرقم: طُبِّقت بصمة واحدة.',
  },
};

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: an unknown device knocks, HR registers it by serial number, and its punch shows in the logs`, async ({ browser, people, baseURL }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    // No shift: a punch at 00:MM is then never out of shift (that flag has its own tests).
    const dina = await people.create({ department: 'Finance', shift: null });
    // Enrolled on the terminal under a PIN that is nobody's yet: the portal keeps the punch until HR gives it the PIN.
    const omar = await people.create({ department: 'Finance', shift: null });
    const run = Math.floor(Date.now() / 1000) % 1_000_000;
    const serial = `E2E${lang.toUpperCase()}${run}`;
    const device = new ZktecoDevice(baseURL!, serial);
    // Switched on before anyone registered it: refused, and remembered for HR.
    expect((await device.handshake()).status).toBe(404);

    const page = await sessionIn(browser, 1001, lang);
    await page.getByTestId('side-nav').getByRole('link', { name: w.title }).click();
    await expect(page).toHaveURL(/\/hr\/attendance-devices$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const knock = page.locator(`[data-testid=unknown-row][data-serial="${serial}"]`);
    await expect(knock).toBeVisible();
    await expect(knock.getByRole('cell').nth(1)).toHaveText('127.0.0.1');
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `devices-unknown-${lang}`);

    // Register from the list: the form comes with the serial number and the ADMS choice.
    await knock.getByTestId('unknown-register').click();
    const dialog = page.getByTestId('device-dialog');
    await expect(dialog.getByRole('radio', { name: w.adms })).toBeChecked();
    await expect(dialog.getByTestId('device-serial')).toHaveValue(serial);
    await dialog.getByTestId('device-name').fill(w.name);
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `devices-register-${lang}`);
    await dialog.getByTestId('device-save').click();
    await expect(dialog).toBeHidden();
    const row = page.locator(`[data-testid=device-row][data-serial="${serial}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(w.adms);
    await expect(knock).toHaveCount(0);

    // This terminal sends 0 for every punch: the day's first punch is in, the last one out.
    await row.getByRole('combobox', { name: w.direction }).click();
    await page.getByRole('option', { name: w.firstLast }).click();
    await expect(page.getByText(w.directionSaved)).toBeVisible();

    // The device, now known, pushes a sign-in (today at 00:MM, the organisation's time: no site).
    expect((await device.handshake()).status).toBe(200);
    const minute = pad(run % 60);
    const today = todayIn();
    // Each language's run has its own PIN: the two may start in the same second.
    const pin = `P${lang.toUpperCase()}${run}`;
    device.punch({ pin: dina.empCode, time: `${today} 00:${minute}:07`, status: 0, verify: 1 }, { pin, time: `${today} 00:${minute}:09`, status: 0, verify: 1 });
    const pushed = await device.push({ eol: '\r\n' });
    expect(pushed.text).toBe('OK: 2');
    expect((await device.poll()).text).toBe('OK');

    await goInApp(page, '/team/attlogs');
    await expect(page.getByRole('heading', { level: 1, name: w.logs })).toBeVisible();
    await page.getByTestId('filter-employee').getByRole('combobox', { name: w.companyId }).fill(String(dina.empCode));
    await page.getByRole('option', { name: new RegExp(lang === 'ar' ? dina.fullNameAr : dina.fullNameEn) }).click();
    const shown = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)} 12:${minute} ${w.am}`;
    const punch = page.getByTestId('attendance-row').filter({ hasText: shown });
    await expect(punch).toHaveCount(1);
    await expect(punch.getByRole('cell').nth(5)).toHaveText(w.signIn);
    await expectNoAxeViolations(page);

    // The unknown PIN's punch was kept: HR gives the PIN to Omar, and it lands in his attendance.
    await goInApp(page, '/hr/attendance-devices');
    const kept = page.locator(`[data-testid=unmapped-row][data-pin="${pin}"]`);
    await expect(kept).toContainText(w.name);
    await kept.getByTestId('unmapped-map').click();
    const give = page.getByTestId('map-pin-dialog');
    await give.getByRole('combobox', { name: w.personCode }).fill(String(omar.empCode));
    await page.getByRole('option', { name: new RegExp(String(omar.empCode)) }).click();
    await expectNoAxeViolations(page);
    await shootWidths(page, SHOTS, `devices-map-pin-${lang}`);
    await give.getByTestId('map-pin-save').click();
    await expect(page.getByText(w.applied)).toBeVisible();
    await expect(kept).toHaveCount(0);
    await goInApp(page, '/team/attlogs');
    await page.getByTestId('filter-employee').getByRole('combobox', { name: w.companyId }).fill(String(omar.empCode));
    await page.getByRole('option', { name: new RegExp(lang === 'ar' ? omar.fullNameAr : omar.fullNameEn) }).click();
    await expect(page.getByTestId('attendance-row').filter({ hasText: `12:${minute} ${w.am}` })).toHaveCount(1);
  });
}
