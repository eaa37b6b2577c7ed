import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TUnifiedInboxItem } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { InboxItemCard } from './inbox-item-card';

const person = (id: number, EmpCode: number, FullName: string, fullNameAr: string) => ({ id, EmpCode, FullName, fullNameAr });
const karim = person(12, 1012, 'Karim Adel', 'كريم عادل');

const leave: TUnifiedInboxItem = {
  kind: 'leave',
  id: 41,
  waitingSince: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  leave: {
    request: {
      id: 41,
      employee: karim,
      leaveType: { id: 1, nameEn: 'Annual', nameAr: 'اعتيادي' },
      startDate: '2027-02-14',
      endDate: '2027-02-16',
      halfDay: 'none',  hours: null,
      countOfDays: 3,
      state: 'requested',
      step: 'manager',
      approver: null,
      handover: null,
      handoverState: null,
      shift: null,
      reason: 'Family visit',
      hasAttachment: false,
      filedBy: null,
      change: null,
      createdAt: '2027-01-20T08:00:00Z',
      updatedAt: '2027-01-20T08:00:00Z',
    },
    remainingAfter: 12.5,
    othersOut: [],
    onBehalfOf: null,
    blockedByHandover: false,
    covering: [],
  },
};

const issue: TUnifiedInboxItem = {
  kind: 'attendance_issue',
  id: 7,
  waitingSince: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  issue: {
    id: 7,
    employeeId: 12,
    userId: 1012,
    userName: 'Karim Adel',
    userNameAr: 'كريم عادل',
    Department: 'Finance',
    DepartmentAr: 'المالية',
    Section: null,
    SectionAr: null,
    eventType: 'in',
    eventTime: '2027-02-11T06:55:00Z',
    workDate: '2027-02-11',
    reason: 'Forgot the card',
    state: 'requested',
    filedByName: 'Karim Adel',
    filedByNameAr: 'كريم عادل',
    createdAt: '2027-02-11T10:00:00Z',
    decidedByName: null,
    decidedByNameAr: null,
    decidedAt: null,
    decisionComment: '',
    dayEvents: [{ type: 'out', at: '2027-02-11T15:02:00Z', source: 'device' }],
  },
};

const card = (item: TUnifiedInboxItem) => screen.getByTestId(`inbox-item-${item.kind}-${item.id}`);
const noop = () => {};

/** Arabic-Indic digits are a personal choice; the inbox's cards show the Hijri date beside the Gregorian one. */
describe('an inbox card', () => {
  it('in Arabic with Arabic-Indic digits chosen, writes every number in them, and shows the Hijri dates', async () => {
    await renderWithProviders(<InboxItemCard item={leave} selected={false} onToggle={noop} onDecide={noop} />, { lang: 'ar', user: { arabicDigits: true } });
    const text = card(leave).textContent ?? '';
    expect(text).toContain('١٠١٢');
    expect(text).toContain('١٤/٠٢/٢٠٢٧');
    expect(text).toContain('عدد الأيام: ٣');
    expect(text).toContain('١٢٫٥');
    expect(text).toMatch(/قبل ٣ ساعات/);
    expect(card(leave).querySelector('[data-testid=hijri]')).toHaveTextContent('٧ رمضان ١٤٤٨ هـ إلى ٩ رمضان ١٤٤٨ هـ');
    // No ASCII digit is left anywhere on the card.
    expect(text).not.toMatch(/[0-9]/);
  });

  it('in Arabic by default (the choice off), keeps ASCII digits; the Hijri date still shows, as Arabic shows it', async () => {
    await renderWithProviders(<InboxItemCard item={leave} selected={false} onToggle={noop} onDecide={noop} />, { lang: 'ar' });
    const text = card(leave).textContent ?? '';
    expect(text).toContain('1012');
    expect(text).toContain('14/02/2027');
    expect(text).toContain('عدد الأيام: 3');
    expect(text).not.toMatch(/[٠-٩]{4}\/|١٠١٢/);
    expect(card(leave).querySelector('[data-testid=hijri]')).toBeInTheDocument();
  });

  it('in English the choice changes nothing: ASCII digits, and Hijri dates only when the person shows them', async () => {
    const off = await renderWithProviders(<InboxItemCard item={issue} selected={false} onToggle={noop} onDecide={noop} />, { lang: 'en', user: { arabicDigits: true } });
    expect(card(issue)).toHaveTextContent('1012');
    expect(card(issue)).toHaveTextContent('11/02/2027 08:55 AM');
    expect(card(issue).textContent).not.toMatch(/[٠-٩]/);
    expect(card(issue).querySelector('[data-testid=hijri]')).toBeNull();
    off.unmount();
    await renderWithProviders(<InboxItemCard item={issue} selected={false} onToggle={noop} onDecide={noop} />, { lang: 'en', user: { hijriDates: true } });
    expect(card(issue).querySelector('[data-testid=hijri]')).toHaveTextContent('Ramadan 4, 1448 AH');
  });

  it('an attendance issue in Arabic-Indic digits: its time, its day’s events and its Hijri day', async () => {
    await renderWithProviders(<InboxItemCard item={issue} selected={false} onToggle={noop} onDecide={noop} />, { lang: 'ar', user: { arabicDigits: true } });
    const text = card(issue).textContent ?? '';
    expect(text).toContain('١١/٠٢/٢٠٢٧ ٠٨:٥٥ ص');
    expect(text).toContain('٠٥:٠٢ م');
    expect(card(issue).querySelector('[data-testid=hijri]')).toHaveTextContent('٤ رمضان ١٤٤٨ هـ');
    expect(text).not.toMatch(/[0-9]/);
  });
});

/** Two requests of one person and kind were both "Approve: Karim Adel · Vacation": each button now names its own request. */
describe.each(['en', 'ar'] as const)('the buttons of two cards of one person (%s)', (lang) => {
  it('each have a name of their own, with the request’s dates', async () => {
    const later: TUnifiedInboxItem = { ...leave, id: 42, leave: { ...leave.leave, request: { ...leave.leave.request, id: 42, startDate: '2027-03-07', endDate: '2027-03-07' } } };
    const { t } = await renderWithProviders(
      <ul>
        <InboxItemCard item={leave} selected={false} onToggle={noop} onDecide={noop} />
        <InboxItemCard item={later} selected={false} onToggle={noop} onDecide={noop} />
      </ul>,
      { lang },
    );
    const name = lang === 'ar' ? 'كريم عادل' : 'Karim Adel';
    const label = (dates: string) => `${name} · ${t('inbox.kindOne.leave')} · ${dates}`;
    for (const [item, dates] of [[leave, '14/02/2027 – 16/02/2027'], [later, '07/03/2027']] as const) {
      const one = card(item);
      expect(one.querySelector(`button[aria-label="${t('inbox.approveNamed', { label: label(dates) })}"]`)).not.toBeNull();
      expect(one.querySelector(`button[aria-label="${t('inbox.rejectNamed', { label: label(dates) })}"]`)).not.toBeNull();
    }
    const approves = screen.getAllByRole('button', { name: new RegExp(`^${t('inbox.approveNamed', { label: '' })}`) }).map((b) => b.getAttribute('aria-label'));
    expect(approves).toHaveLength(2);
    expect(new Set(approves).size).toBe(2);
  });
});
