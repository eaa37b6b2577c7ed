import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { parseTypedTime } from './latin-digits';

describe('parseTypedTime', () => {
  it('reads a time of day in either digit set, 24 h or with its AM/PM mark', () => {
    expect(parseTypedTime('٠٩٣٠')).toBe('09:30');
    expect(parseTypedTime('9:30')).toBe('09:30');
    expect(parseTypedTime('930')).toBe('09:30');
    expect(parseTypedTime('٩')).toBe('09:00');
    expect(parseTypedTime('17:05')).toBe('17:05');
    expect(parseTypedTime('٥:٠٥ م')).toBe('17:05');
    expect(parseTypedTime('12:15 ص')).toBe('00:15');
    expect(parseTypedTime('12:15 pm')).toBe('12:15');
  });
  it('refuses what is no time of day', () => {
    for (const bad of ['24:00', '9:60', '13:00 م', 'nine', '', '9:3']) expect(parseTypedTime(bad), bad).toBeNull();
  });
});

function TimeForm() {
  const [value, setValue] = useState('');
  return (
    <>
      <input type="time" aria-label="من" value={value} onChange={(e) => setValue(e.target.value)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** A browser's time input throws ٠–٩ away; the page takes them. */
describe('a time input typed in Arabic-Indic digits', () => {
  const press = (el: HTMLElement, keys: string) => [...keys].forEach((key) => fireEvent.keyDown(el, { key }));

  it('takes four of them as the time: ٠٩٣٠ is 09:30, ١٧٤٥ is 17:45', async () => {
    await renderWithProviders(<TimeForm />, { lang: 'ar' });
    const input = screen.getByLabelText('من');
    fireEvent.focusIn(input);
    press(input, '٠٩٣');
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    press(input, '٠');
    expect(input).toHaveValue('09:30');
    expect(screen.getByTestId('value')).toHaveTextContent('09:30');
    press(input, '١٧٤٥');
    expect(screen.getByTestId('value')).toHaveTextContent('17:45');
  });

  it('takes fewer when the field is left (٩٣٠ is 09:30), and nothing that is no time', async () => {
    await renderWithProviders(<TimeForm />, { lang: 'ar' });
    const input = screen.getByLabelText('من');
    fireEvent.focusIn(input);
    press(input, '٩٣٠');
    fireEvent.focusOut(input);
    expect(screen.getByTestId('value')).toHaveTextContent('09:30');
    fireEvent.focusIn(input);
    press(input, '٩٩');
    fireEvent.focusOut(input);
    expect(screen.getByTestId('value')).toHaveTextContent('09:30');
    press(input, '٩٩٩٩');
    expect(screen.getByTestId('value')).toHaveTextContent('09:30');
  });
});
