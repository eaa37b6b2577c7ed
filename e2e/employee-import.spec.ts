import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createPerson, expect, signInAs, test } from './data';
import { expectNoAxeViolations } from './fixtures';

/** The employee import as a new company uses it: templates, Arabic headers and digits, errors, history, invite, undo. */

// Each test makes its HR person, downloads, uploads and runs axe several times: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Company IDs nobody else uses in this run: 8 digits starting with 7, from the clock and the worker. */
const codes = (workerIndex: number, n: number) => {
  const base = 70_000_000 + ((Date.now() % 100_000) * 10 + workerIndex) * 10;
  return Array.from({ length: n }, (_, i) => base + i);
};
const arabicDigits = (s: string | number) => String(s).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** A fresh HR person of their own (the language is theirs), on the import page. */
async function openImport(page: Page, request: APIRequestContext, info: TestInfo, language: 'en' | 'ar') {
  const hr = await createPerson(request, info, { role: 'hr', language });
  await signInAs(page, hr);
  await page.goto('/hr/employees/import');
  await expect(page.getByTestId('import-history')).toBeVisible();
}

test('Arabic: the Arabic template filled with Arabic headers and digits, with and without e-mail, is imported, listed and undone', async ({ page, request }, info) => {
  await openImport(page, request, info, 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'استيراد الموظفين' })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('employees-template-ar.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as string[]).slice(1);
  expect(header[0]).toBe('الرقم الوظيفي');
  const [a, b] = codes(info.workerIndex, 2);
  const row = (v: Record<string, string>) => header.map((h) => v[h] ?? null);
  ws.addRow(row({ 'الرقم الوظيفي': arabicDigits(a), 'الاسم بالكامل بالإنجليزي': 'Karim Imported', 'الاسم بالكامل بالعربي': 'كريم مستورد', 'البريد الإلكتروني للعمل': `karim.${a}@example.com`, 'الموبايل': arabicDigits('1012345678'), 'الموقع': 'القاهرة', 'تاريخ التعيين': arabicDigits('01/03/2024') }));
  ws.addRow(row({ 'الرقم الوظيفي': arabicDigits(b), 'الاسم بالكامل بالإنجليزي': 'Mona Imported', 'الاسم بالكامل بالعربي': 'منى مستوردة', 'الموقع': 'الاسكندريه', 'النوع': 'أنثى' }));
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  await page.getByTestId('import-file').setInputFiles({ name: `ar-${a}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('للإضافة: 2');
  // The example row is recognised and left out.
  await expect(page.getByTestId('import-note')).toContainText('صف المثال');
  await expectNoAxeViolations(page);
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-done')).toContainText('أُضيف 2');

  const mine = page.getByTestId('import-history-row').filter({ hasText: `ar-${a}.xlsx` });
  await expect(mine).toContainText('أُضيف 2');
  await expectNoAxeViolations(page);
  await mine.getByTestId('import-undo').click();
  const dialog = page.getByTestId('import-undo-dialog');
  await expect(dialog).toContainText('لا تُسترجع');
  await dialog.getByRole('button', { name: 'إلغاء الاستيراد' }).click();
  await expect(mine.getByTestId('import-history-status')).toContainText('حُذف 2');
  await expectNoAxeViolations(page);
});

test('English: the page’s labels as headers, an impossible date named with its row and person, the import, invitations and undo', async ({ page, request }, info) => {
  await openImport(page, request, info, 'en');
  const [a, b] = codes(info.workerIndex, 2);
  const csv = (date: string) => ({
    name: `en-${a}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFFCompany ID,Full name in English,Full name in Arabic,Work e-mail,Mobile,Hire date\r\n${a},Ahmed Labels,أحمد عناوين,ahmed.${a}@example.com,+20 10 1234 5678,${date}\r\n${b},Sara Labels,سارة عناوين,,1112345678,02/03/2024\r\n`,
      'utf8',
    ),
  });
  await page.getByTestId('import-file').setInputFiles(csv('31/02/2025'));
  await page.getByTestId('import-check').click();
  const errors = page.getByTestId('import-error-row');
  await expect(errors).toHaveCount(1);
  // (The person and the value are isolates in the sentence: U+2068 … U+2069.)
  await expect(errors.first()).toContainText(new RegExp(`Row 2 \\(\\u2068?${a} Ahmed Labels\\u2069?\\)`));
  await expect(errors.first()).toContainText(/\u2068?31\/02\/2025\u2069? is not a date: use dd\/mm\/yyyy or a date cell\./);
  await expect(page.getByTestId('import-apply')).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByTestId('import-file').setInputFiles(csv('15/01/2025'));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('To create: 2. To update: 0. Unchanged: 0.');
  await page.getByTestId('import-apply').click();
  await expect(page.getByTestId('import-done')).toContainText('Import done: 2 created, 0 updated, 0 unchanged.');

  // The same file again changes nothing.
  await page.getByTestId('import-file').setInputFiles(csv('15/01/2025'));
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-summary')).toContainText('To create: 0. To update: 0. Unchanged: 2.');
  await expect(page.getByTestId('import-apply')).toBeDisabled();

  const mine = page.getByTestId('import-history-row').filter({ hasText: `en-${a}.csv` });
  await expect(mine).toContainText('2 created, 0 updated, 0 unchanged');
  // Invite these people: one by e-mail, one needs a slip to print.
  await mine.getByTestId('import-invite').click();
  await expect(page.getByTestId('import-invited')).toContainText('1 invited by e-mail, 1 need an activation slip');
  const slips = page.waitForEvent('download');
  await page.getByTestId('import-print-slips').click();
  expect((await slips).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoAxeViolations(page);

  // Both were invited: undo keeps them, deactivated.
  await mine.getByTestId('import-undo').click();
  await page.getByTestId('import-undo-dialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(mine.getByTestId('import-history-status')).toContainText('0 removed, 2 deactivated');
  await expect(page.getByText('Import undone: 0 removed, 2 deactivated.')).toBeVisible();
  await expectNoAxeViolations(page);
});
