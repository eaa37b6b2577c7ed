import { addDaysIso, employeeToInput } from '@hr/shared';
import { describe, expect, it } from 'vitest';
import { testToday } from '../../test/dates.js';
import { thursday, useLeaveApp } from './leave-fixture.js';

const { ids, as, file } = useLeaveApp();

/** Both presets ask for a paper (a medical certificate, the Hajj visa). */
const attachment = { fileName: 'paper.pdf', mimeType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.4 test').toString('base64') };
/** A Sunday in September next year, and later ones. */
const sun = addDaysIso(thursday(9), 3);

/** Egyptian leave presets HR switches on, and the conditions the law sets. */
describe('Egyptian leave presets', () => {
  const typeIds: Record<string, number> = {};

  it('HR lists them, adds maternity and Hajj once each; others may not', async () => {
    const list = (await as(1001).get('/api/hr/leave-types/presets')).json();
    expect(list.items.map((p: { code: string }) => p.code)).toEqual(['maternity', 'hajj', 'paternity', 'childcare', 'unpaid', 'bereavement', 'exam']);
    expect(list.items.every((p: { added: boolean }) => !p.added)).toBe(true);
    for (const code of ['maternity', 'hajj']) {
      const res = await as(1001).post(`/api/hr/leave-types/presets/${code}`);
      expect(res.statusCode, res.body).toBe(200);
      typeIds[code] = res.json().id;
    }
    expect((await as(1001).get(`/api/hr/leave-types`)).json().items.find((t: { id: number }) => t.id === typeIds.maternity)).toMatchObject({
      code: 'maternity', nameAr: 'إجازة وضع', dayBasis: 'calendar', maxConsecutiveDays: 120, eligibleGender: 'female', maxTimesInService: 3, approvalFlow: 'manager_hr',
    });
    const again = await as(1001).post('/api/hr/leave-types/presets/hajj');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRESET_ADDED');
    expect((await as(1001).post('/api/hr/leave-types/presets/holiday-in-paris')).statusCode).toBe(404);
    expect((await as(1005).post('/api/hr/leave-types/presets/unpaid')).statusCode).toBe(403);
    expect((await as(1001).get('/api/hr/leave-types/presets')).json().items.filter((p: { added: boolean }) => p.added).map((p: { code: string }) => p.code)).toEqual(['maternity', 'hajj']);
  });

  it('maternity is for women, as HR recorded them', async () => {
    const body = { leaveTypeId: typeIds.maternity, startDate: sun, endDate: addDaysIso(sun, 9), handoverEmployeeId: null, attachment, eventDate: addDaysIso(sun, 30) };
    const omar = await file(1005, body);
    expect(omar.statusCode).toBe(400);
    expect(omar.json().code).toBe('LEAVE_FOR_WOMEN_ONLY');
    // Nour is recorded as a woman; with no gender recorded, she would be refused too.
    const nour = (await as(1001).get(`/api/hr/employees/${ids[1006]}`)).json();
    expect((await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...employeeToInput(nour), gender: null })).statusCode).toBe(200);
    expect((await file(1006, body)).json().code).toBe('LEAVE_FOR_WOMEN_ONLY');
    expect((await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...employeeToInput(nour), gender: 'female' })).statusCode).toBe(200);
    const ok = await file(1006, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().countOfDays).toBe(10);
  });

  it('Hajj needs five years of service and is taken once', async () => {
    const hajj = (start: string) => ({ leaveTypeId: typeIds.hajj, startDate: start, endDate: addDaysIso(start, 4), handoverEmployeeId: null, attachment, eventDate: start });
    // Nour was hired two years ago (whatever today is): not five years by next year.
    const nour = (await as(1001).get(`/api/hr/employees/${ids[1006]}`)).json();
    const hired = (await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...employeeToInput(nour), hireDate: addDaysIso(testToday(), -730) }));
    expect(hired.statusCode, hired.body).toBe(200);
    const young = await file(1006, hajj(addDaysIso(sun, 28)));
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: 'LEAVE_SERVICE_TOO_SHORT', params: { count: 60 } });
    // Omar was hired in July 2021.
    expect((await file(1005, hajj(addDaysIso(sun, 28)))).statusCode).toBe(200);
    const twice = await file(1005, hajj(addDaysIso(sun, 56)));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'LEAVE_TIMES_USED', params: { count: 1 } });
  });

  it('the form offers each person only the types that fit them', async () => {
    const offered = async (code: number, employeeId?: number) => {
      const res = await as(code).get(`/api/leave/types/offered${employeeId ? `?employeeId=${employeeId}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { id: number; code: string | null }[]).map((t) => t.id);
    };
    const annual = (await as(1001).get('/api/leave/types')).json().items.find((t: { code: string | null }) => t.code === 'annual').id;
    // Omar, a man who took his Hajj: neither maternity nor Hajj again; annual leave still.
    const omar = await offered(1005);
    expect(omar).toContain(annual);
    expect(omar).not.toContain(typeIds.maternity);
    expect(omar).not.toContain(typeIds.hajj);
    // Nour, a woman with less than five years: maternity, not Hajj; HR sees the same list for her.
    const nour = await offered(1006);
    expect(nour).toContain(typeIds.maternity);
    expect(nour).not.toContain(typeIds.hajj);
    expect(await offered(1001, ids[1006])).toEqual(nour);
    // With no gender recorded, a type for one gender is not offered (the filing refuses it too).
    const record = (await as(1001).get(`/api/hr/employees/${ids[1006]}`)).json();
    expect((await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...employeeToInput(record), gender: null })).statusCode).toBe(200);
    expect(await offered(1006)).not.toContain(typeIds.maternity);
    expect((await as(1001).put(`/api/hr/employees/${ids[1006]}`, { ...employeeToInput(record), gender: 'female' })).statusCode).toBe(200);
    // Someone who may not file for another person is refused, and nothing leaks.
    const other = await as(1006).get(`/api/leave/types/offered?employeeId=${ids[1005]}`);
    expect(other.statusCode).toBe(403);
    expect((await as(1006).get('/api/leave/types/offered?employeeId=abc')).statusCode).toBe(400);
  });
});
