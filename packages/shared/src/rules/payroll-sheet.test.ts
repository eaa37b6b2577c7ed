import { describe, expect, it } from 'vitest';
import { onPayrollSheet } from './payroll-sheet.js';

describe('onPayrollSheet', () => {
  it('leaves off the first administrator made at set-up (admin role, no shift, no hire date)', () => {
    expect(onPayrollSheet({ roles: ['employee', 'hr', 'admin'], shiftId: null, hireDate: null })).toBe(false);
    expect(onPayrollSheet({ roles: ['admin'], shiftId: null, hireDate: null })).toBe(false);
  });

  it('keeps an administrator who is also an employee (a shift or a hire date)', () => {
    expect(onPayrollSheet({ roles: ['employee', 'admin'], shiftId: 3, hireDate: null })).toBe(true);
    expect(onPayrollSheet({ roles: ['employee', 'admin'], shiftId: null, hireDate: '2020-01-01' })).toBe(true);
  });

  it('keeps everyone without the admin role, HR included, with or without a shift', () => {
    expect(onPayrollSheet({ roles: ['employee'], shiftId: null, hireDate: null })).toBe(true);
    expect(onPayrollSheet({ roles: ['employee', 'hr'], shiftId: null, hireDate: null })).toBe(true);
  });
});
