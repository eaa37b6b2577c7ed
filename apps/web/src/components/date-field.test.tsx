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

/** The pickers start the week where the organisation's week starts, in both languages (issue 17). */
describe('the date picker’s week', () => {
  it.each([
    ['en', 0, 'Sunday'],
    ['ar', 0, 'الأحد'],
    ['en', 1, 'Monday'],
    ['ar', 1, 'الإثنين'],
  ] as const)('%s, week starting on day %i: the first column is %s', async (lang, weekStart, first) => {
    const settings = { orgName: 'Nile Trading', orgNameAr: 'النيل للتجارة', signupAllowed: false, defaultLanguage: 'en', timeZone: 'Africa/Cairo', weekStart };
    const { user } = await renderWithProviders(<Field />, { lang, api: { 'GET /public/settings': settings } });
    await user.click(await screen.findByRole('button', { name: /choose date|اختر التاريخ|اختيار التاريخ/i }));
    await screen.findByRole('grid');
    await waitFor(() => expect(weekdays()[0]).toBe(first));
    expect(weekdays()).toHaveLength(7);
  });
});
