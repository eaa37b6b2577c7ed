import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './data';
import { expectNoAxeViolations, signIn, useLanguage } from './fixtures';
import { waitForMail } from './mail-sink';

/**
 * A person without e-mail gets an account. HR creates them, selects them with a
 * colleague who has an e-mail, invites both (e-mail for one, a slip for the other), downloads the
 * slip PDF, and the person activates with the company ID and the code on a phone, in Arabic.
 * The code is read back from the PDF's text (pdf.js), as a person reads it from the paper.
 */
// Three browser contexts, a PDF read back and axe five times: more than the default minute on a busy machine.
test.setTimeout(300_000);

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  await doc.destroy();
  return parts.join('\n');
}

test('HR invites a mixed selection, prints the slip, and the person activates by code on a phone in Arabic', async ({ page, people, browser }) => {
  const withMail = await people.create({ activated: false });
  const tag = withMail.fullNameEn.split(' ').at(-1)!;
  const tagAr = withMail.fullNameAr.split(' ').at(-1)!;
  const empCode = withMail.empCode + 100_000_000;

  await signIn(page, 1001);
  // The form: no e-mail, and then no e-mailed invitation to offer.
  await page.goto('/hr/employees/new');
  await page.getByTestId('field-empCode').fill(String(empCode));
  await page.getByLabel('Full name (English)').fill(`Sayed ${tag}`);
  await page.getByLabel('Full name (Arabic)').fill(`سيد ${tagAr}`);
  await expect(page.getByTestId('send-invitation-no-email')).toBeVisible();
  await page.getByTestId('employee-save').click();
  await expect(page).toHaveURL(/\/hr\/employees\/\d+$/);
  await expect(page.getByTestId('employee-invitation-status')).toContainText('Not invited');
  await expect(page.getByTestId('employee-no-email')).toBeVisible();
  await expect(page.getByTestId('action-invite')).toHaveCount(0);
  await expect(page.getByTestId('action-print-slip')).toBeVisible();

  // The list: both people, selected with the page's box, invited at once.
  await page.goto('/hr/employees');
  await page.getByTestId('employees-search').locator('input').fill(tag);
  const rows = page.getByTestId('employee-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Sayed ${tag}` })).toContainText('No e-mail');
  await page.getByRole('checkbox', { name: 'Select everyone on this page' }).check();
  const bar = page.getByTestId('employees-bulk-bar');
  await expect(bar).toContainText('Selected: 2');
  await expectNoAxeViolations(page);
  const since = Date.now();
  await bar.getByRole('button', { name: 'Invite', exact: true }).click();
  const result = page.getByTestId('invite-result');
  await expect(result).toContainText('Invitations e-mailed: 1. Without e-mail: 1.');
  await waitForMail(withMail.email, since);
  await expect(rows.filter({ hasText: withMail.fullNameEn })).toContainText(/Invited on .* by e-mail/);
  await expect(rows.filter({ hasText: `Sayed ${tag}` })).toContainText('Not invited');

  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Print activation slips for the 1 without e-mail' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activation-slips.pdf');
  const bytes = Buffer.from(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c as Buffer[])));
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain(`Sayed ${tag}`);
  expect(text).toContain(`Company ID: ${empCode}`);
  const code = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}\b/.exec(text)?.[0];
  expect(code, text).toBeTruthy();
  await expect(rows.filter({ hasText: `Sayed ${tag}` })).toContainText(/Invited on .* by slip/);

  // English, at desktop width: a wrong code is refused in words (and counted against nobody's real code).
  const en = await browser.newContext();
  const enPage = await en.newPage();
  await enPage.goto('/session/activate-code');
  await expect(enPage.getByRole('heading', { level: 1, name: 'Activate with a code' })).toBeVisible();
  await expectNoAxeViolations(enPage);
  await enPage.getByLabel('Company ID').fill('99999991');
  await enPage.getByLabel('Activation code').fill('ABCD-EFGH-JK');
  await enPage.getByRole('button', { name: 'Continue' }).click();
  await expect(enPage.getByTestId('activate-code-error')).toContainText('This company ID and code do not match a valid activation code.');
  await expectNoAxeViolations(enPage);
  await en.close();

  // The phone, in Arabic: the QR code's address (company ID and code in the fragment).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await useLanguage(mobile, 'ar');
  await mobile.goto(`/session/activate-code#c=${empCode}&k=${code}`);
  await expect(mobile.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(mobile.getByText(`أهلًا سيد ${tagAr}، اختر كلمة المرور.`)).toBeVisible();
  // The fragment is dropped from the address bar once read.
  expect(new URL(mobile.url()).hash).toBe('');
  await expectNoAxeViolations(mobile);
  const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await mobile.locator('input[name=password]').fill('Factory-floor-24');
  await mobile.locator('input[name=confirmPassword]').fill('Factory-floor-24');
  await mobile.getByRole('button', { name: 'تفعيل الحساب' }).click();
  await expect(mobile).toHaveURL(/\/dashboard\/default/);
  await expect(mobile.getByTestId('profile-card')).toBeVisible();
  await phone.close();

  // Used once: the same code no longer works, and HR sees the person active.
  const again = await page.request.post('/api/auth/activation-code/check', { data: { empCode, code } });
  expect(again.status()).toBe(400);
  await page.reload();
  await page.getByTestId('employees-search').locator('input').fill(tag);
  await expect(rows.filter({ hasText: `Sayed ${tag}` })).toContainText('Active');
});
