import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { HijriDate } from './hijri-date';

/** Hijri dates beside the Gregorian ones: on by default in Arabic, the person's choice otherwise. */
describe('HijriDate', () => {
  it('shows the Umm al-Qura date in Arabic by default', async () => {
    await renderWithProviders(<HijriDate date="2027-02-11" />, { lang: 'ar' });
    expect(screen.getByTestId('hijri')).toHaveTextContent('٤ رمضان ١٤٤٨ هـ');
  });
  it('shows nothing in English by default, and the date when the person turned it on', async () => {
    const off = await renderWithProviders(<HijriDate date="2027-02-11" />, { lang: 'en' });
    expect(screen.queryByTestId('hijri')).toBeNull();
    off.unmount();
    await renderWithProviders(<HijriDate date="2027-02-11" end="2027-02-13" />, { lang: 'en', user: { hijriDates: true } });
    expect(screen.getByTestId('hijri')).toHaveTextContent('Ramadan 4, 1448 AH to Ramadan 6, 1448 AH');
  });
  it('turned off in Arabic, shows nothing', async () => {
    await renderWithProviders(<HijriDate date="2027-02-11" />, { lang: 'ar', user: { hijriDates: false } });
    expect(screen.queryByTestId('hijri')).toBeNull();
  });
});

describe('HijriDate with a date still being typed', () => {
  it('shows nothing rather than failing', async () => {
    await renderWithProviders(<HijriDate date="invalid" />, { lang: 'ar' });
    expect(screen.queryByTestId('hijri')).toBeNull();
  });
});
