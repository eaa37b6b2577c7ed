import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { DecisionDialog, type TDecisionAsk } from './decision-dialog';

const LABELS = { comment: 'Comment', commentHint: 'The requester sees it.', approve: 'Approve', reject: 'Reject' };

describe.each(['en', 'ar'] as const)('decision dialog (%s)', (lang) => {
  const setup = (ask: TDecisionAsk) => {
    const onConfirm = vi.fn();
    return renderWithProviders(<DecisionDialog ask={ask} pending={false} labels={LABELS} onConfirm={onConfirm} onClose={() => {}} />, { lang }).then((r) => ({ ...r, onConfirm }));
  };

  it('a rejection says why', async () => {
    const { user, dict, onConfirm } = await setup({ decision: 'reject', title: 'Reject?', lines: ['Omar · Annual'], reasonRequired: true });
    const comment = screen.getByRole('textbox', { name: named(LABELS.comment) });
    expect(comment).toBeRequired();
    await user.click(screen.getByRole('button', { name: LABELS.reject }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription(dict.validation.required));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(comment, '  Busy season ');
    await user.click(screen.getByRole('button', { name: LABELS.reject }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Busy season'));
  });

  it('an approval (or a declined handover) may go without a comment', async () => {
    const { user, onConfirm } = await setup({ decision: 'approve', title: 'Approve?', lines: ['Omar · Annual'] });
    expect(screen.getByRole('textbox', { name: named(LABELS.comment) })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: LABELS.approve }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
  });
});
