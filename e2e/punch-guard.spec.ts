import fs from 'node:fs';
import { type TPerson, addAttendanceEvent, addDays, asHr, expect, test, todayIn } from './data';
import { expectNoAxeViolations, sessionIn } from './fixtures';

/**
 * One tap intention, one punch. People on phones double-tapped "Sign out": the second tap landed
 * on the freshly swapped "Sign in", and three punches were stored (in, out, in) with the card saying
 * "signed in". The clock's button now stays still until the answer and a moment after the swap, and a
 * punch the other way seconds after the last one asks first ("You signed out 5 seconds ago. Sign in
 * again?"). Each test makes its own person, without a shift (so no sign-in is ever "outside the
 * shift", at any hour), signed in five minutes ago by HR.
 */
const SHOTS = process.env.PUNCH_SHOTS ?? '/tmp/punch-shots';
fs.mkdirSync(SHOTS, { recursive: true });

const WORDS = {
  en: { notSignedIn: 'Not signed in', signedInSince: 'Signed in since', title: 'Sign in again?', body: /^You signed out \d+ seconds? ago\. Sign in again\?$/, confirm: 'Sign in again' },
  ar: {
    notSignedIn: 'لم تسجّل حضورك',
    signedInSince: 'مسجّل الحضور منذ',
    title: 'تسجيل الحضور مرة أخرى؟',
    body: /^سجّلت انصرافك (للتو|قبل .+)\. هل تريد تسجيل الحضور مرة أخرى؟$/,
    confirm: 'سجّل الحضور مرة أخرى',
  },
} as const;

/** The person's events since yesterday, oldest first, as HR's team log gives them. */
async function eventsOf(request: Parameters<typeof asHr>[0], who: TPerson) {
  const hr = await asHr(request);
  const list = await hr.get<{ items: { eventType: string; source: string; eventTime: string }[] }>(`/attendance/team-events?employeeId=${who.id}&from=${addDays(todayIn(), -1)}&pageSize=100`);
  return list.items.sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime)).map((e) => `${e.eventType}:${e.source}`);
}

for (const lang of ['en', 'ar'] as const) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`a double tap on Sign out records one sign-out; signing in again seconds later asks first (${lang}, ${width} px)`, async ({ browser, request, people }) => {
      test.setTimeout(90_000);
      const w = WORDS[lang];
      const employee = await people.create({ language: lang, shift: null });
      await addAttendanceEvent(request, employee, 'in', new Date(Date.now() - 5 * 60_000));
      const page = await sessionIn(browser, employee, lang);
      await page.setViewportSize({ width, height });
      const card = page.getByTestId('clock-card');
      const signOut = card.getByTestId('clock-sign-out');
      const signIn = card.getByTestId('clock-sign-in');
      await expect(signOut).toBeEnabled();
      await expect(card.getByTestId('clock-state')).toContainText(w.signedInSince);

      // Two quick taps, 120 ms apart, where "Sign out" is.
      const box = (await signOut.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(120);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // The card swaps to "Sign in": a tap meant for the old button lands on the new one at once.
      await signIn.waitFor();
      const swapped = (await signIn.boundingBox())!;
      await page.mouse.click(swapped.x + swapped.width / 2, swapped.y + swapped.height / 2);
      await expect(signIn).toBeDisabled();
      // Long enough for an answer to any punch those taps might have sent, short of the button coming back.
      await page.waitForTimeout(700);
      await expect(card.getByTestId('clock-state')).toHaveText(w.notSignedIn);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await eventsOf(request, employee)).toEqual(['in:manual', 'out:web']);
      await card.screenshot({ path: `${SHOTS}/clock-settling-${lang}-${width}.png` });

      // A moment later the button is back; a sign-in seconds after the sign-out asks first.
      await expect(signIn).toBeEnabled();
      await signIn.click();
      const dialog = page.getByRole('alertdialog', { name: w.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(w.body)).toBeVisible();
      expect(await eventsOf(request, employee)).toEqual(['in:manual', 'out:web']);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/quick-repeat-${lang}-${width}.png` });
      // Meant: confirmed, it is recorded.
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId('clock-state')).toContainText(w.signedInSince);
      expect(await eventsOf(request, employee)).toEqual(['in:manual', 'out:web', 'in:web']);
      await page.context().close();
    });
  }
}
