import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatHijri, ramadanSuggestions, type TRamadanPeriod } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { dateField, named, typeDate } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { RamadanCard } from './ramadan-card';
import { ShiftDialog } from './shift-dialog';

const year = new Date().getFullYear();
const estimate = ramadanSuggestions(year)[0];
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** The date a DateField holds, as it shows it (dd/MM/yyyy). */
const shown = (name: string, scope: ParentNode = document) => (scope.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;

/** The fake server's Ramadans, by Hijri year: the estimates until a period is saved. */
function ramadanApi() {
  const saved = new Map<number, TRamadanPeriod>();
  const puts: unknown[] = [];
  const put = (req: TFakeRequest) => {
    const hijriYear = Number(req.path.split('/').pop());
    const body = req.body as { startDate: string; endDate: string };
    puts.push({ hijriYear, ...body });
    const p = { hijriYear, year: Number(body.startDate.slice(0, 4)), ...body, estimated: false, updatedAt: '2026-11-26T08:00:00.000Z' };
    saved.set(hijriYear, p);
    return p;
  };
  return {
    puts,
    routes: {
      'GET /hr/ramadan': (req: TFakeRequest) => {
        const y = Number(req.query.get('year'));
        return { year: y, periods: ramadanSuggestions(y).map((s) => saved.get(s.hijriYear) ?? { ...s, year: y, estimated: true, updatedAt: null }) };
      },
      [`PUT /hr/ramadan/${estimate.hijriYear}`]: put,
      'PUT /hr/ramadan/1452': put,
    },
  };
}

describe.each(['en', 'ar'] as const)('the Ramadan card (%s)', (lang) => {
  it('pre-fills the Umm al-Qura estimate, marked as one, with its Hijri year and days', async () => {
    const { dict } = await renderWithProviders(<RamadanCard />, { lang, api: ramadanApi().routes });
    expect(screen.getByRole('region', { name: dict.org.ramadan.title })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: dict.org.ramadan.periodTitle.replace('{{year}}', String(estimate.hijriYear)) });
    expect(within(form).getByText(dict.org.ramadan.estimated)).toBeInTheDocument();
    await waitFor(() => expect(shown('startDate', form)).toBe(ddmmyyyy(estimate.startDate)));
    expect(shown('endDate', form)).toBe(ddmmyyyy(estimate.endDate));
    expect(within(form).getByText(formatHijri(estimate.startDate, lang))).toBeInTheDocument();
    expect(dateField(dict.org.ramadan.startDate)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: named(dict.org.ramadan.year) })).toHaveTextContent(String(year));
    expect(screen.getByRole('link', { name: dict.org.ramadan.shiftsLink })).toHaveAttribute('href', '/hr/shifts');
  });

  it('shows both Ramadans of 2030 (1451 and 1452 AH) and saves one by its Hijri year', async () => {
    const fake = ramadanApi();
    const { user, dict } = await renderWithProviders(<RamadanCard />, { lang, api: fake.routes });
    await user.click(screen.getByRole('combobox', { name: named(dict.org.ramadan.year) }));
    await user.click(await screen.findByRole('option', { name: '2030' }));
    const title = (h: number) => dict.org.ramadan.periodTitle.replace('{{year}}', String(h));
    const first = await screen.findByRole('form', { name: title(1451) });
    const second = screen.getByRole('form', { name: title(1452) });
    expect(screen.getByText(dict.org.ramadan.twoInYear.replace('{{year}}', '2030'))).toBeInTheDocument();
    await waitFor(() => expect(shown('startDate', first)).toBe('05/01/2030'));
    expect(shown('endDate', first)).toBe('03/02/2030');
    expect(shown('startDate', second)).toBe('26/12/2030');
    expect(shown('endDate', second)).toBe('23/01/2031');
    expect(within(second).getByText(formatHijri('2030-12-26', lang))).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: dict.org.ramadan.save }));
    expect(await screen.findByText(dict.org.ramadan.saved)).toBeInTheDocument();
    expect(fake.puts).toEqual([{ hijriYear: 1452, startDate: '2030-12-26', endDate: '2031-01-23' }]);
    expect(await within(second).findByText(dict.org.ramadan.savedState)).toBeInTheDocument();
    expect(within(first).getByText(dict.org.ramadan.estimated)).toBeInTheDocument();
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
    expect(api.callsTo(`PUT /hr/ramadan/${estimate.hijriYear}`)).toHaveLength(0);

    await typeDate(user, dict.org.ramadan.endDate, ddmmyyyy(estimate.endDate));
    await user.click(screen.getByRole('button', { name: dict.org.ramadan.save }));
    expect(await screen.findByText(dict.org.ramadan.saved)).toBeInTheDocument();
    expect(fake.puts).toEqual([{ hijriYear: estimate.hijriYear, startDate: estimate.startDate, endDate: estimate.endDate }]);
    expect(await screen.findByText(dict.org.ramadan.savedState)).toBeInTheDocument();
    expect(screen.queryByText(dict.org.ramadan.estimated)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: dict.org.ramadan.remove })).toBeInTheDocument();
  });

  it('refuses a start more than three days from 1 Ramadan before asking the server', async () => {
    const { user, dict, api } = await renderWithProviders(<RamadanCard />, { lang, api: ramadanApi().routes });
    await waitFor(() => expect(shown('startDate')).toBe(ddmmyyyy(estimate.startDate)));
    const away = new Date(Date.parse(`${estimate.startDate}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    await typeDate(user, dict.org.ramadan.startDate, ddmmyyyy(away));
    await user.click(screen.getByRole('button', { name: dict.org.ramadan.save }));
    expect(await screen.findByText(dict.errors.RAMADAN_NOT_IN_YEAR)).toBeInTheDocument();
    expect(api.callsTo(`PUT /hr/ramadan/${estimate.hijriYear}`)).toHaveLength(0);
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
