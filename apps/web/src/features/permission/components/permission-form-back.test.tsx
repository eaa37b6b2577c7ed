import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPermissionType } from '@hr/shared';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { PermissionFormDialog } from './permission-form-dialog';

const LATE: TPermissionType = { id: 1, kind: 'late_arrival', nameEn: 'Late arrival', nameAr: 'إذن تأخير', maxMinutes: 120, perMonth: 2, minutesPerMonth: 240, needsApproval: true, overQuota: 'deduct', active: true };

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        request
      </button>
      <PermissionFormDialog open={open} team={false} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * On a phone Back is the system's gesture: it closes the permission dialog (the page stays), and
 * what was typed is there when the dialog opens again; Cancel forgets it.
 */
describe.each(['en', 'ar'] as const)('the permission dialog and Back (%s)', (lang) => {
  it('closes on Back, keeps what was typed for the next time, and forgets it on Cancel', async () => {
    const { user, dict } = await renderWithProviders(<Page />, { lang, api: { 'GET /permission/types': () => ({ items: [LATE] }) } });
    await user.click(screen.getByRole('button', { name: 'request' }));
    const reason = () => screen.getByRole('textbox', { name: named(dict.permission.form.reason) });
    await user.type(reason(), 'Doctor at nine');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog's own entry came and went: the page's entry is the current one again.
    expect((window.history.state as { hrDialogs?: string[] } | null)?.hrDialogs ?? []).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'request' }));
    expect(await screen.findByTestId('draft-note')).toHaveTextContent(dict.formDraft.restored);
    expect(reason()).toHaveValue('Doctor at nine');
    expect((window.history.state as { hrDialogs?: string[] }).hrDialogs).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: dict.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'request' }));
    await screen.findByRole('dialog');
    expect(reason()).toHaveValue('');
    expect(screen.queryByTestId('draft-note')).toBeNull();
    // Closed, with its history entry gone, before the next language's run shares this window's history.
    await user.click(screen.getByRole('button', { name: dict.common.cancel }));
    await waitFor(() => expect((window.history.state as { hrDialogs?: string[] } | null)?.hrDialogs ?? []).toEqual([]));
  });
});
