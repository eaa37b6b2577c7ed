import { expect, test } from './data';
import { expectNoAxeViolations, goInApp, sessionIn } from './fixtures';

/**
 * The record Egyptian HR keeps, in English and Arabic: HR fills the job title,
 * contract and a national ID that must agree with the birth date (typed in Arabic-Indic digits in
 * Arabic), then files the contract as a PDF, downloads it and deletes it.
 */
const W = {
  en: {
    jobTitle: 'Job title', nationalId: 'National ID (14 digits)', birth: 'Birth date', save: 'Save', saved: 'Changes saved.',
    mismatch: 'This national ID is of someone born on another day than the birth date.',
    kind: 'Kind of document', contract: 'Contract', upload: 'Upload a file', download: 'Download', delete: 'Delete', confirm: 'Delete', empty: 'No documents yet.',
  },
  ar: {
    jobTitle: 'المسمى الوظيفي', nationalId: 'الرقم القومي (١٤ رقمًا)', birth: 'تاريخ الميلاد', save: 'حفظ', saved: 'تم حفظ التعديلات.',
    mismatch: 'تاريخ الميلاد في هذا الرقم القومي لا يوافق تاريخ الميلاد المسجل.',
    kind: 'نوع المستند', contract: 'العقد', upload: 'رفع ملف', download: 'تنزيل', delete: 'حذف', confirm: 'حذف', empty: 'لا توجد مستندات بعد.',
  },
} as const;
/** A man born on 19/05/1996, one ID per language (a national ID belongs to one person). */
const IDS = { en: '29605190101235', ar: '29605190101253' } as const;
const arabic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);

for (const lang of ['en', 'ar'] as const) {
  const w = W[lang];
  test(`${lang}: HR keeps a person's job title, national ID and contract document`, async ({ browser, people }) => {
    test.setTimeout(60_000);
    // Born 1996-05-19: the ID below says so; with another birth date it is refused.
    const person = await people.create({ birthDate: '1996-05-20' });
    const page = await sessionIn(browser, 1001, lang);
    await goInApp(page, `/hr/employees/${person.id}`);
    await page.getByRole('textbox', { name: w.jobTitle }).fill('Machine Operator');
    const id = page.getByRole('textbox', { name: w.nationalId });
    await id.pressSequentially(lang === 'ar' ? arabic(IDS.ar) : IDS.en);
    await expect(id).toHaveValue(IDS[lang]);
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.mismatch)).toBeVisible();
    // The birth date put right, the record saves.
    await page.getByRole('group', { name: new RegExp(`^${w.birth}`) }).click();
    await page.keyboard.press('Home');
    await page.keyboard.type('19051996');
    await page.getByTestId('employee-save').click();
    await expect(page.getByText(w.saved)).toBeVisible();

    // The contract, as a PDF.
    const docs = page.getByTestId('employee-documents');
    await expect(docs).toContainText(w.empty);
    await docs.getByTestId('document-kind').locator('..').click();
    await page.getByRole('option', { name: w.contract }).click();
    const chooser = page.waitForEvent('filechooser');
    await docs.getByRole('button', { name: w.upload }).click();
    await (await chooser).setFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e contract') });
    const row = docs.getByTestId('employee-document');
    await expect(row).toContainText('contract.pdf');
    await expect(row).toContainText(w.contract);
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: new RegExp(`^${w.download}`) }).click();
    expect((await download).suggestedFilename()).toBe('contract.pdf');
    await row.getByRole('button', { name: new RegExp(`^${w.delete}`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.confirm }).click();
    await expect(docs).toContainText(w.empty);
  });
}
