import { startSlapd, type TSlapd } from '../apps/server/src/test/slapd';
import { asHr, createPerson, signInAs } from './data';
import { expect, expectNoAxeViolations, test, useLanguage } from './fixtures';

/**
 * Sign-in with the company directory against a real OpenLDAP: the spec starts slapd on
 * a free port of this machine (the server under test reaches it there), HR configures it through
 * the "Company directory" card in English, and a demo person signs in through the Arabic sign-in
 * form as CORP\dina.youssef with the directory's password. The directory is switched off again
 * afterwards; the other specs sign in with company IDs and e-mails, which it never takes.
 * The connection is LDAPS to a slapd whose certificate the test's own CA signed (pasted
 * in the card), and sign-in is limited to a group Dina is in.
 */
const DINA = { uid: 'dina.youssef', password: 'Dina-dir-pass-1' };
let slapd: TSlapd;

test.describe.configure({ mode: 'serial' });

test.describe('company directory', () => {
  test.beforeAll(async () => {
    // Its own certificate authority signs its certificate; Dina is in the portal's group.
    slapd = await startSlapd([DINA, { uid: 'ghost.user', password: 'Ghost-dir-pass-1' }], {
      tls: true,
      groups: [{ cn: 'portal-users', kind: 'groupOfNames', members: [DINA.uid] }],
    });
  });
  test.afterAll(async ({ request }) => {
    const hr = await asHr(request);
    await hr.call('PUT', '/hr/directory', { enabled: false, url: '', startTls: false, bindDn: '', baseDn: '', userAttribute: 'sAMAccountName', domain: '', caCert: '', groupDn: '', clearBindPassword: true });
    await slapd?.stop();
  });

  test('HR configures and tests the directory on the settings page (English)', async ({ page, request }, info) => {
    const hr = await createPerson(request, info, { role: 'hr', department: 'Human Resources' });
    await useLanguage(page, 'en');
    await signInAs(page, hr);
    await page.goto('/hr/settings');
    const card = page.getByRole('region', { name: 'Company directory (Active Directory)' });
    await expect(card).toBeVisible();
    await expect(card.getByText('No password is kept.')).toBeVisible();

    await card.getByLabel('Sign in with the company directory').check();
    await card.getByLabel('Directory URL').fill(slapd.url);
    // LDAPS: one choice turns ldap:// into ldaps:// (the test's slapd listens for it on another port).
    await card.getByRole('combobox', { name: 'Connection security' }).click();
    await page.getByRole('option', { name: /^LDAPS/ }).click();
    await expect(card.getByLabel('Directory URL')).toHaveValue(slapd.url.replace('ldap://', 'ldaps://'));
    await card.getByLabel('Directory URL').fill(slapd.ldapsUrl!);
    await card.getByLabel('Private CA certificate (PEM)').fill(slapd.caPem!);
    await card.getByLabel('Only members of this group may sign in (group DN)').fill(`cn=portal-users,${slapd.groupsDn}`);
    await card.getByLabel('Service account (bind DN)').fill(slapd.adminDn);
    await card.getByLabel('Service account password').fill(slapd.adminPassword);
    await card.getByLabel('Search base (base DN)').fill(slapd.baseDn);
    await card.getByLabel('Attribute holding the domain account').fill('uid');
    await card.getByLabel('Domain', { exact: true }).fill('CORP');
    await card.getByRole('button', { name: 'Save the directory settings' }).click();
    await expect(page.getByText('Directory settings saved.')).toBeVisible();
    // The password is kept, never shown: the field is empty again and says so.
    await expect(card.getByText('A password is kept (not shown). Leave this empty to keep it.')).toBeVisible();
    await expect(card.getByLabel('Service account password')).toHaveValue('');
    await expect(card.getByText(/^Trusted: O=HR Test, CN=HR Test Directory CA, valid until /)).toBeVisible();

    await card.getByLabel('Account to look up (optional)').fill('dina.youssef');
    await card.getByRole('button', { name: 'Test the connection' }).click();
    const result = card.getByRole('status').filter({ hasText: 'Connected.' });
    await expect(result).toContainText('Connected. Entries with the attribute under the search base: 2.');
    await expect(result).toContainText(`uid=dina.youssef,${slapd.peopleDn}`);
    await expect(result).toContainText('Employee: Dina Youssef (1012).');
    await expectNoAxeViolations(page);
  });

  test('a person signs in with DOMAIN\\user and the directory password (Arabic)', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.goto('/hrportal');
    // The sign-in page says the company account is accepted, with the organisation's domain.
    await expect(page.getByText('أو حساب الشركة CORP\\name بكلمة مروره.')).toBeVisible();
    await page.locator('input[name=identifier]').fill('CORP\\dina.youssef');
    await page.locator('input[name=password]').fill('not-her-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByText('البريد الإلكتروني أو الرقم الوظيفي أو كلمة المرور غير صحيحة.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('input[name=password]').fill(DINA.password);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/dashboard\/default/);
    await expect(page.getByTestId('profile-name')).toContainText(/Dina Youssef|دينا يوسف/);
  });
});
