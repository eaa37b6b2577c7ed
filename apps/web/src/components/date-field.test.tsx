import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DateField } from './date-field';

function Field() {
  const [value, setValue] = useState<string | null>('2026-12-09');
  return <DateField label="Start" value={value} onChange={setValue} />;
}

const weekdays = () => within(screen.getByRole('grid')).getAllByRole('columnheader').map((h) => h.getAttribute('aria-label') ?? h.textContent);

/** The pickers start the week where the organisation's week starts, in both languages. */
describe('the date picker’s week', () => {
  it.each([
    ['en', 0, 'Sunday'],
    ['ar', 0, 'الأحد'],
    ['en', 1, 'Monday'],
    ['ar', 1, 'الإثنين'],
  ] as const)('%s, week starting on day %i: the first column is %s', async (lang, weekStart, first) => {
    const settings = { orgName: 'Nile Trading', orgNameAr: 'النيل للتجارة', signupAllowed: false, defaultLanguage: 'en', timeZone: 'Africa/Cairo', weekStart, directoryDomain: null };
    const { user } = await renderWithProviders(<Field />, { lang, api: { 'GET /public/settings': settings } });
    await user.click(await screen.findByRole('button', { name: /choose date|اختر التاريخ|اختيار التاريخ/i }));
    await screen.findByRole('grid');
    await waitFor(() => expect(weekdays()[0]).toBe(first));
    expect(weekdays()).toHaveLength(7);
  });
});

/** Arabic-Indic digits: the field and its calendar write ٠–٩ when the person chose them; the value stays 'YYYY-MM-DD'. */
describe('the date picker in Arabic-Indic digits', () => {
  function Shown() {
    const [value, setValue] = useState<string | null>('2026-12-09');
    return (
      <>
        <DateField label="البداية" value={value} onChange={setValue} />
        <output data-testid="value">{value}</output>
      </>
    );
  }
  const sections = () => screen.getAllByRole('spinbutton').map((s) => s.textContent);

  it('shows the date in ٠–٩ when chosen, and a day picked from the calendar is an ISO date', async () => {
    const { user } = await renderWithProviders(<Shown />, { lang: 'ar', user: { arabicDigits: true } });
    expect(sections()).toEqual(['٠٩', '١٢', '٢٠٢٦']);
    await user.click(screen.getByRole('button', { name: /اختر التاريخ|اختيار التاريخ/ }));
    await user.click(await screen.findByRole('gridcell', { name: '١٥' }));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('2026-12-15'));
    expect(sections()).toEqual(['١٥', '١٢', '٢٠٢٦']);
  });

  it('keeps ASCII digits in Arabic when the choice is off', async () => {
    await renderWithProviders(<Shown />, { lang: 'ar' });
    expect(sections()).toEqual(['09', '12', '2026']);
  });
});
