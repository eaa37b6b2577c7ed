import { DEFAULT_LAW_READINGS } from '@hr/shared';
import { describe, expect, it } from 'vitest';
import { useHrOrganisationApp } from './hr-organisation-fixture.js';

const { call, hr, lastAudit } = useHrOrganisationApp();

/** HR's Labour law page: the readings in force where the law's text leaves a choice. */
describe('the labour law readings', () => {
  it("start at the Gazette's words, before HR chooses anything", async () => {
    const res = await hr('GET', '/labour-law');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ readings: DEFAULT_LAW_READINGS });
    expect(DEFAULT_LAW_READINGS.priorService).toBe('any_employer');
  });

  it('Art 124: HR chooses "with this employer only"; the change is audited with what it was', async () => {
    const res = await hr('PUT', '/labour-law/readings', { ...DEFAULT_LAW_READINGS, priorService: 'this_employer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().readings.priorService).toBe('this_employer');
    expect((await hr('GET', '/labour-law')).json().readings.priorService).toBe('this_employer');
    expect(await lastAudit('organisation')).toMatchObject({ action: 'settings.law_readings', before: { priorService: 'any_employer' }, after: { priorService: 'this_employer' } });
    // Back to the default.
    expect((await hr('PUT', '/labour-law/readings', DEFAULT_LAW_READINGS)).json().readings.priorService).toBe('any_employer');
  });

  it('refuses a reading the law does not have, a missing one and hostile text, changing nothing', async () => {
    for (const body of [{ priorService: 'the_cousin' }, {}, { priorService: 'any_employer\u0000' }, { priorService: 7 }, null]) {
      const res = await hr('PUT', '/labour-law/readings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await hr('GET', '/labour-law')).json().readings).toEqual(DEFAULT_LAW_READINGS);
  });

  it('is for hr and admin: site HR and employees are refused', async () => {
    expect((await call(1002, 'PUT', '/labour-law/readings', DEFAULT_LAW_READINGS)).statusCode).toBe(403);
    expect((await call(1005, 'GET', '/labour-law')).statusCode).toBe(403);
  });
});
