import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEmployeeImportList, TEmployeeImportResponse } from '@hr/shared';
import type { TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { EmployeeImport } from './employee-import';

const CHECKED: TEmployeeImportResponse = {
  applied: false,
  rows: 2,
  toCreate: 1,
  toUpdate: 0,
  unchanged: 0,
  errors: [{ line: 3, field: 'hireDate', reason: 'employeeImport.errors.badDate', params: { value: '31/02/2025', person: '1042 Ahmed Ali', personAr: '1042 أحمد علي' } }],
  notes: [{ line: 2, field: 'empCode', reason: 'employeeImport.errors.exampleSkipped', params: { value: 'Example 1042' } }],
  importId: null,
};
const HISTORY: TEmployeeImportList = {
  total: 1,
  items: [
    { id: 5, fileName: 'people.xlsx', createdAt: '2026-11-20T08:00:00.000Z', createdBy: { id: 1, fullNameEn: 'Hala HR', fullNameAr: 'هالة' }, created: 12, updated: 3, unchanged: 25, undoneAt: null, undoneBy: null, removed: 0, deactivated: 0 },
  ],
};

describe.each(['en', 'ar'] as const)('employee import (%s)', (lang) => {
  it('names the row and its person in each error, and the skipped example row', async () => {
    const { user, dict } = await renderWithProviders(<EmployeeImport />, { lang, api: { 'GET /hr/employees/imports': HISTORY, 'POST /hr/employees/import': CHECKED } });
    await user.upload(screen.getByTestId('import-file'), new File(['x'], 'people.csv', { type: 'text/csv' }));
    await user.click(screen.getByTestId('import-check'));
    const row = await screen.findByTestId('import-error-row');
    // Without the isolates that keep a value's own direction inside the sentence.
    const text = (row.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
    expect(text).toContain(lang === 'en' ? 'Row 3 (1042 Ahmed Ali)' : 'الصف 3 (1042 أحمد علي)');
    expect(text).toContain(dict.employeeImport.headers.hireDate);
    expect(text).toContain(lang === 'en' ? '31/02/2025 is not a date: use dd/mm/yyyy or a date cell.' : '31/02/2025 ليس تاريخًا');
    expect(screen.getByTestId('import-note')).toHaveTextContent(dict.employeeImport.errors.exampleSkipped);
    expect(screen.getByTestId('import-apply')).toBeDisabled();
  });

  it('undoes an import from the history after a confirmation', async () => {
    const undone: number[] = [];
    const api = {
      'GET /hr/employees/imports': HISTORY,
      'POST /hr/employees/imports/5/undo': (req: TFakeRequest) => {
        undone.push(Number(req.path.split('/')[4]));
        return { ...HISTORY.items[0], undoneAt: '2026-11-21T08:00:00.000Z', undoneBy: HISTORY.items[0].createdBy, removed: 10, deactivated: 2 };
      },
    };
    const { user, dict } = await renderWithProviders(<EmployeeImport />, { lang, api });
    const row = await screen.findByTestId('import-history-row');
    expect(row).toHaveTextContent('people.xlsx');
    await user.click(within(row).getByTestId('import-undo'));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: dict.employeeImport.history.undoConfirm }));
    await waitFor(() => expect(undone).toEqual([5]));
  });
});
