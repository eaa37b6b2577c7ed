import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRotationPattern, TShift } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import type { UserEvent } from '@testing-library/user-event';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { PatternDialog } from './pattern-dialog';

const shift = (id: number, nameEn: string, nameAr: string, startTime: string, endTime: string): TShift => ({
  id,
  nameEn,
  nameAr,
  startTime,
  endTime,
  graceMinutes: 10,
  workDays: [0, 1, 2, 3, 4],
  crossesMidnight: endTime < startTime,
  ramadanStartTime: null,
  ramadanEndTime: null,
  employeeCount: 3,
  breaks: [],
  lawFindings: [],
  lawReason: null,
});
const SHIFTS = [shift(1, 'Day', 'صباحي', '07:00', '15:00'), shift(2, 'Evening', 'مسائي', '15:00', '23:00'), shift(3, 'Night', 'ليلي', '23:00', '07:00')];
/** Picks the option whose name starts with `option` (a shift's name is followed by its hours) in the select labelled `label`. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: named(label) }));
  await user.click(await screen.findByRole('option', { name: named(option) }));
}
const SAVED: TRotationPattern = { id: 9, nameEn: 'Night week', nameAr: 'أسبوع ليلي', days: [3, 3, null], peopleCount: 4, crewCount: 1, lawFindings: [], lawReason: null };

/** HR's rotation pattern form: the route's schema speaks in the form, in the page's language. */
describe.each(['en', 'ar'] as const)('rotation pattern form (%s)', (lang) => {
  const open = (pattern: TRotationPattern | 'new', api = {}) => {
    const sent: unknown[] = [];
    const save = (req: TFakeRequest) => {
      sent.push(req.body);
      return { ...SAVED, ...(req.body as object) };
    };
    return renderWithProviders(<PatternDialog pattern={pattern} shifts={SHIFTS} onClose={() => undefined} />, {
      lang,
      api: { 'POST /hr/rotation-patterns': save, 'PUT /hr/rotation-patterns/9': save, ...api },
    }).then((r) => ({ ...r, sent }));
  };
  const days = () => screen.getAllByTestId('cycle-day');

  it('says what is missing and refuses a cycle of rest days only, then sends the cycle as edited', async () => {
    const { user, dict, sent } = await open('new');
    const dialog = await screen.findByRole('dialog', { name: dict.roster.patterns.add });
    // A new pattern starts as one week: five days of the first shift, two rest days.
    expect(days()).toHaveLength(7);
    expect(within(days()[0]).getByRole('combobox')).toHaveTextContent(lang === 'ar' ? 'صباحي' : 'Day');
    expect(within(days()[6]).getByRole('combobox')).toHaveTextContent(dict.roster.restDay);

    // Every day a rest day, and no names: each refusal under its field, translated.
    for (let i = 1; i <= 5; i++) await choose(user, dict.roster.cycle.shiftOf.replace('{{n}}', String(i)), dict.roster.restDay);
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    expect(await within(dialog).findAllByText(dict.validation.required)).toHaveLength(2);
    expect(within(dialog).getByTestId('cycle-error')).toHaveTextContent(dict.errors.PATTERN_ALL_REST);
    expect(sent).toHaveLength(0);

    // A night on day 3 clears the cycle's error at once; a day added copies the last one; day 1 moves down.
    await choose(user, dict.roster.cycle.shiftOf.replace('{{n}}', '3'), lang === 'ar' ? 'ليلي' : 'Night');
    await waitFor(() => expect(within(dialog).queryByTestId('cycle-error')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: dict.roster.cycle.add }));
    expect(days()).toHaveLength(8);
    await user.click(within(dialog).getByRole('button', { name: dict.roster.cycle.remove.replace('{{n}}', '8') }));
    await user.click(within(dialog).getByRole('button', { name: dict.roster.cycle.moveDown.replace('{{n}}', '3') }));
    await user.type(within(dialog).getByRole('textbox', { name: named(dict.org.nameEn) }), 'Nights mid-week');
    await user.type(within(dialog).getByRole('textbox', { name: named(dict.org.nameAr) }), 'ليالي منتصف الأسبوع');
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(sent).toEqual([{ nameEn: 'Nights mid-week', nameAr: 'ليالي منتصف الأسبوع', days: [null, null, null, 3, null, null, null], lawReason: null }]));
  });

  it('fills a 21-day cycle from the weekly day, evening and night rotation', async () => {
    const { user, dict, sent } = await open(SAVED);
    const dialog = await screen.findByRole('dialog', { name: dict.roster.patterns.edit });
    expect(days()).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: dict.roster.presets.fill }));
    expect(days()).toHaveLength(21);
    expect(within(dialog).getByTestId('cycle-summary')).toHaveTextContent(lang === 'ar' ? '21' : '21 days: 15 work, 6 rest');
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    const week = (id: number) => [id, id, id, id, id, null, null];
    await waitFor(() => expect(sent).toEqual([{ nameEn: SAVED.nameEn, nameAr: SAVED.nameAr, days: [...week(1), ...week(2), ...week(3)], lawReason: null }]));
  });

  it("puts the server's refusal of the cycle under it", async () => {
    const { user, dict } = await open(SAVED, { 'PUT /hr/rotation-patterns/9': apiError(400, 'VALIDATION_FAILED', [{ path: 'days', message: 'errors.PATTERN_ALL_REST' }]) });
    const dialog = await screen.findByRole('dialog', { name: dict.roster.patterns.edit });
    await user.click(within(dialog).getByRole('button', { name: dict.common.save }));
    expect(await within(dialog).findByTestId('cycle-error')).toHaveTextContent(dict.errors.PATTERN_ALL_REST);
  });
});
