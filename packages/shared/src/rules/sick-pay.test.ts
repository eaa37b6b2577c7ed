import { describe, expect, it } from 'vitest';
import { sickBandTotals, sickPayBands, sickPeriodStart, type TSickLeave } from './sick-pay.js';

const leave = (startDate: string, endDate: string, chronic = false, halfDay = 'none'): TSickLeave => ({ startDate, endDate, halfDay, chronic });

describe('sick pay bands (Art 131 ¶1 with Social Insurance Law 148/2019)', () => {
  it('Art 131 ¶1: days 1–90 of a calendar year are paid at 75 %, 91–180 at 85 %, nothing past day 180', () => {
    // 200 calendar days from 1 January 2026: day 90 is 31 March, day 180 is 29 June.
    const bands = sickPayBands([leave('2026-01-01', '2026-07-19')], 'law148', '2010-01-01', '2026-01-01', '2026-12-31');
    expect(bands.get('2026-01-01')!.band).toBe('p75');
    expect(bands.get('2026-03-31')!.band).toBe('p75');
    expect(bands.get('2026-04-01')!.band).toBe('p85');
    expect(bands.get('2026-06-29')!.band).toBe('p85');
    expect(bands.get('2026-06-30')!.band).toBe('unpaid');
    expect(sickBandTotals(bands.values())).toEqual({ full: 0, p75: 90, p85: 90, unpaid: 20 });
  });
  it('Art 131 ¶1: the count is per calendar year: a new year starts again at 75 %', () => {
    const bands = sickPayBands([leave('2025-06-01', '2025-12-31'), leave('2026-01-01', '2026-01-05')], 'law148', null, '2026-01-01', '2026-01-31');
    expect(bands.get('2026-01-01')!.band).toBe('p75');
    expect([...bands.keys()]).toHaveLength(5);
  });
  it('Art 131 ¶1: earlier sick leave in the year counts toward the bands of a later month', () => {
    const bands = sickPayBands([leave('2026-01-01', '2026-03-30'), leave('2026-05-10', '2026-05-11')], 'law148', null, '2026-05-01', '2026-05-31');
    expect(bands.get('2026-05-10')!.band).toBe('p75');
    expect(bands.get('2026-05-11')!.band).toBe('p85');
    expect(bands.has('2026-03-30')).toBe(false);
  });
  it('Art 131 ¶1: a half day counts half a day', () => {
    const bands = sickPayBands([leave('2026-02-01', '2026-02-01', false, 'am')], 'law148', null, '2026-02-01', '2026-02-28');
    expect(bands.get('2026-02-01')).toEqual({ band: 'p75', days: 0.5 });
  });
  it('Art 131 ¶1: a chronic illness HR confirmed is at full pay until recovery, and its days do not use up the 180', () => {
    const bands = sickPayBands([leave('2026-01-01', '2026-08-31', true), leave('2026-09-01', '2026-09-02')], 'law148', null, '2026-01-01', '2026-12-31');
    expect(bands.get('2026-07-31')!.band).toBe('full');
    expect(bands.get('2026-09-01')!.band).toBe('p75');
  });
});

describe('industrial establishments (Art 131 ¶2, Law 15/2017)', () => {
  it('Art 131 ¶2: in each 3 years of service, 3 months at 100 %, then 6 months at 85 %, then 3 months at 75 %, then nothing', () => {
    // Hired 1 March 2020: the cycle runs from 1 March 2023 to 28 February 2026.
    const all = sickPayBands([leave('2023-03-01', '2024-03-31')], 'industrial', '2020-03-01', '2023-03-01', '2024-03-31');
    const days = [...all.entries()];
    expect(days[0][1].band).toBe('full');
    expect(days[89][1].band).toBe('full');
    expect(days[90][1].band).toBe('p85');
    expect(days[269][1].band).toBe('p85');
    expect(days[270][1].band).toBe('p75');
    expect(days[359][1].band).toBe('p75');
    expect(days[360][1].band).toBe('unpaid');
  });
  it('Art 131 ¶2: the three years run from the hire date, and a new cycle starts again at full pay', () => {
    expect(sickPeriodStart('2026-02-27', 'industrial', '2020-03-01')).toBe('2023-03-01');
    expect(sickPeriodStart('2026-03-01', 'industrial', '2020-03-01')).toBe('2026-03-01');
    expect(sickPeriodStart('2021-01-01', 'industrial', '2020-03-01')).toBe('2020-03-01');
    const bands = sickPayBands([leave('2025-04-01', '2026-03-02')], 'industrial', '2020-03-01', '2026-02-27', '2026-03-02');
    expect(bands.get('2026-02-28')!.band).toBe('p75');
    expect(bands.get('2026-03-01')!.band).toBe('full');
  });
  it('Art 131 ¶1: without the industrial setting the period is the calendar year', () => {
    expect(sickPeriodStart('2026-07-04', 'law148', '2020-03-01')).toBe('2026-01-01');
  });
});
