import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { expect, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * Opening balances for a mid-year start: HR opens them from the balances page, downloads
 * the template (a drop-down of leave types), checks a filled file (the balance now, the opening
 * entry, the balance after), applies it, and applying it again changes nothing. English and Arabic.
 */
const SHOTS = 'test-results/screenshots';
const WORDS = {
  en: { link: 'Opening balances', annual: 'Annual', applied: /Opening balances applied: 1 written, 0 unchanged\./, header: 'Taken this year (days)' },
  ar: { link: 'الأرصدة الافتتاحية', annual: 'اعتيادي', applied: /طُبّقت الأرصدة الافتتاحية: سُجّل 1، وبقي 0 بدون تغيير\./, header: 'المأخوذ هذه السنة (أيام)' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`HR imports opening balances from the template, checked then applied once (${lang})`, async ({ browser, people }, info) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const employee = await people.create({ hireDate: '2015-01-01' });
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, '/hr/leave-balances');
    await page.getByTestId('opening-balances-link').click();
    await expect(page).toHaveURL(/\/hr\/leave-balances\/opening$/);
    await expect(page.getByRole('heading', { level: 1, name: w.link })).toBeVisible();
    await expectNoAxeViolations(page);

    // The template in the page's language: the headers, a drop-down of leave types.
    const [tpl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('opening-template').click()]);
    expect(tpl.suggestedFilename()).toBe(`opening-balances-${lang}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await tpl.path());
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1)).toContain(w.header);
    expect(ws.getCell('B2').dataValidation).toMatchObject({ type: 'list' });
    // Filled in: the person took 4.5 days of Annual leave before the portal (the example row stays; it is skipped).
    ws.addRow([String(employee.empCode), w.annual, 4.5, null, 'From the paper register']);
    const path = info.outputPath(`opening-${lang}.xlsx`);
    await writeFile(path, Buffer.from(await wb.xlsx.writeBuffer()));

    await page.getByTestId('opening-file').setInputFiles(path);
    await page.getByTestId('opening-check').click();
    const rows = page.getByTestId('opening-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(lang === 'en' ? employee.fullNameEn : employee.fullNameAr);
    await expect(rows.first()).toContainText(/4\.5/);
    await expectNoAxeViolations(page);
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${SHOTS}/opening-balances-${lang}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('opening-apply').click();
    await expect(page.getByTestId('opening-applied')).toHaveText(w.applied);

    // The same file again: checked, nothing to apply; applying is not offered.
    await page.getByTestId('opening-file').setInputFiles(path);
    await page.getByTestId('opening-check').click();
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('opening-apply')).toBeDisabled();

    // A row with a mistake names the person and the accepted form.
    const bad = new ExcelJS.Workbook();
    const sheet = bad.addWorksheet('x');
    sheet.addRow(['Company ID', 'Leave type', 'Taken this year (days)']);
    sheet.addRow([String(employee.empCode), 'Annual', '2.3']);
    const badPath = info.outputPath(`opening-bad-${lang}.xlsx`);
    await writeFile(badPath, Buffer.from(await bad.xlsx.writeBuffer()));
    await page.getByTestId('opening-file').setInputFiles(badPath);
    await page.getByTestId('opening-check').click();
    await expect(page.getByTestId('opening-error-row').first()).toContainText(`(${employee.empCode})`);
    await expect(page.getByTestId('opening-error-row').first()).toContainText('2.3');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
