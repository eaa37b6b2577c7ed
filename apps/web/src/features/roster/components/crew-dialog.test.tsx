import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCrew } from '@hr/shared';
import { apiError } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { CrewDialog } from './crew-dialog';

const SAVED: TCrew = { id: 4, nameEn: 'Crew A', nameAr: 'الفريق أ', siteId: null, patternId: null, anchorDate: null, memberCount: 0 };

/** The shared Save of 13 form dialogs (components/form-dialog-actions.tsx), here in the crew dialog. */
describe.each(['en', 'ar'] as const)('one save at a time (%s)', (lang) => {
  const open = (answer: () => unknown) => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const onClose = vi.fn();
    return renderWithProviders(<CrewDialog crew="new" sites={[]} onClose={onClose} />, {
      lang,
      api: { 'POST /hr/crews': () => gate.then(answer) },
    }).then((r) => ({ ...r, release, onClose }));
  };

  it('a double click (or Enter twice) saves once, and Save is disabled while the save is in flight', async () => {
    const { user, dict, api, release, onClose } = await open(() => SAVED);
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameEn) }), 'Crew A');
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameAr) }), 'الفريق أ');
    const save = screen.getByRole('button', { name: dict.common.save });
    // Two clicks before React renders anything in between.
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(api.callsTo('POST /hr/crews')).toHaveLength(1));
    expect(save).toBeDisabled();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /hr/crews')).toHaveLength(1);
  });

  it('a refused form or a refused save frees Save again', async () => {
    const { user, dict, api, release } = await open(() => apiError(409, 'NAME_TAKEN'));
    const save = screen.getByRole('button', { name: dict.common.save });
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('textbox', { name: named(dict.org.nameEn) })).toHaveAccessibleDescription(dict.validation.required));
    await waitFor(() => expect(save).toBeEnabled());
    expect(api.callsTo('POST /hr/crews')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameEn) }), 'Crew A');
    await user.type(screen.getByRole('textbox', { name: named(dict.org.nameAr) }), 'الفريق أ');
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release();
    await waitFor(() => expect(save).toBeEnabled());
    expect(api.callsTo('POST /hr/crews')).toHaveLength(1);
  });
});
