import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatHijri, ramadanSuggestion, type TRamadanPeriod } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { dateField, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { RamadanCard } from './ramadan-card';
import { ShiftDialog } from './shift-dialog';

const year = new Date().getFullYear();
const estimate = ramadanSuggestion(year)!;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** The date a DateField holds, as it shows it (dd/MM/yyyy). */
const shown = (name: string) => (document.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;

/** The fake server's Ramadan: the estimate until a period is saved. */
function ramadanApi() {
  let saved: TRamadanPeriod | null = null;
  const puts: unknown[] = [];
  return {
    puts,
    routes: {
      'GET /hr/ramadan': (req: TFakeRequest) => {
        const y = Number(req.query.get('year'));
        return saved?.year === y ? saved : { year: y, ...ramadanSuggestion(y)!, estimated: true, updatedAt: null };
      },
      [`PUT /hr/ramadan/${year}`]: (req: TFakeRequest) => {
        puts.push(req.body);
        saved = { year, ...(req.body as { startDate: string; endDate: string }), estimated: false, updatedAt: '2026-11-26T08:00:00.000Z' };
        return saved;
      },
    },
  };
}

describe.each(['en', 'ar'] as const)('the Ramadan card (%s)', (lang) => {
  it('pre-fills the Umm al-Qura estimate, marked as one, with its Hijri days', async () => {
    const { dict } = await renderWithProviders(<RamadanCard />, { lang, api: ramadanApi().routes });
    expect(screen.getByRole('region', { name: dict.org.ramadan.title })).toBeInTheDocument();
    expect(await screen.findByText(dict.org.ramadan.estimated)).toBeInTheDocument();
    await waitFor(() => expect(shown('startDate')).toBe(ddmmyyyy(estimate.startDate)));
    expect(shown('endDate')).toBe(ddmmyyyy(estimate.endDate));
    expect(screen.getByText(formatHijri(estimate.startDate, lang))).toBeInTheDocument();
    expect(dateField(dict.org.ramadan.startDate)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: named(dict.org.ramadan.year) })).toHaveTextContent(String(year));
    expect(screen.getByRole('link', { name: dict.org.ramadan.shiftsLink })).toHaveAttribute('href', '/hr/shifts');
  });

  it('refuses more than 31 days before asking the server, then saves the dates', async () => {
    const fake = ramadanApi();
    const { user, dict, api } = await renderWithProviders(<RamadanCard />, { lang, api: fake.routes });
    await waitFor(() => expect(shown('startDate')).toBe(ddmmyyyy(estimate.startDate)));
    const tooLate = new Date(Date.parse(`${estimate.startDate}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
    await typeDate(user, dict.org.ramadan.endDate, ddmmyyyy(tooLate));
    await user.click(screen.getByRole('button', { name: dict.org.ramadan.save }));
    expect(await screen.findByText(dict.errors.RAMADAN_TOO_LONG)).toBeInTheDocument();
    expect(dateField(dict.org.ramadan.endDate)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`PUT /hr/ramadan/${year}`)).toHaveLength(0);

    await typeDate(user, dict.org.ramadan.endDate, ddmmyyyy(estimate.endDate));
    await user.click(screen.getByRole('button', { name: dict.org.ramadan.save }));
    expect(await screen.findByText(dict.org.ramadan.saved)).toBeInTheDocument();
    expect(fake.puts).toEqual([{ startDate: estimate.startDate, endDate: estimate.endDate }]);
    expect(await screen.findByText(dict.org.ramadan.savedState)).toBeInTheDocument();
    expect(screen.queryByText(dict.org.ramadan.estimated)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: dict.org.ramadan.remove })).toBeInTheDocument();
  });

  it('is read-only for site HR', async () => {
    const { dict } = await renderWithProviders(<RamadanCard />, { lang, api: ramadanApi().routes, user: { roles: ['employee', 'site_hr'] } });
    expect(await screen.findByText(dict.org.ramadan.estimated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: dict.org.ramadan.save })).not.toBeInTheDocument();
  });
});

describe.each(['en', 'ar'] as const)('the shift’s Ramadan hours (%s)', (lang) => {
  const typeTime = async (user: Awaited<ReturnType<typeof renderWithProviders>>['user'], label: string, value: string) => {
    const input = screen.getByLabelText(named(label));
    await user.clear(input);
    await user.type(input, value);
  };

  it('asks for both Ramadan times or neither, and sends them', async () => {
    const posted: unknown[] = [];
    const api = {
      'POST /hr/shifts': (req: TFakeRequest) => {
        posted.push(req.body);
        return { id: 9, ...(req.body as object), crossesMidnight: false, employeeCount: 0 };
      },
    };
    const { user, dict } = await renderWithProviders(<ShiftDialog shift="new" onClose={() => undefined} />, { lang, api });
    expect(screen.getByRole('group', { name: dict.org.shifts.ramadanHours })).toHaveAccessibleDescription(dict.org.shifts.ramadanHint);
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameEn) }), 'Day');
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameAr) }), 'الصباحية');
    await typeTime(user, dict.org.shifts.ramadanStartTime, '09:00');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    expect(await screen.findByText(dict.errors.RAMADAN_HOURS_INCOMPLETE)).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await typeTime(user, dict.org.shifts.ramadanEndTime, '15:00');
    await user.click(screen.getByRole('button', { name: dict.common.save }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ nameEn: 'Day', startTime: '09:00', endTime: '17:00', ramadanStartTime: '09:00', ramadanEndTime: '15:00' });
  });
});
