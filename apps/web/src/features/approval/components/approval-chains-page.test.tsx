import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TApprovalChain, TApprovalChainList, TApprovalChainsPut, TApprovalPreview, TPersonOption } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import type { UserEvent } from '@testing-library/user-event';
import { exactly, named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { ApprovalChainsPage } from './approval-chains-page';

const KARIM: TPersonOption = { id: 20, EmpCode: 1020, FullName: 'Karim Samir', fullNameAr: 'كريم سمير' };
const OMAR: TPersonOption = { id: 31, EmpCode: 1031, FullName: 'Omar Khaled', fullNameAr: 'عمر خالد' };
// The server names every manager step's rule: overtime's manager is the nearest one by role, leave's the line manager.
const MANAGER = [{ approver: 'manager' as const, personId: null, rule: 'manager_role' as const, person: null }];
const LINE = [{ approver: 'manager' as const, personId: null, rule: 'direct' as const, person: null }];
const chain = (over: Partial<TApprovalChain>): TApprovalChain => ({ kind: 'overtime', leaveTypeId: null, leaveTypeName: null, leaveTypeNameAr: null, steps: MANAGER, escalateAfterDays: null, waiting: 0, ...over });
const ANNUAL = chain({ kind: 'leave', leaveTypeId: 1, leaveTypeName: 'Annual leave', leaveTypeNameAr: 'إجازة اعتيادية', waiting: 1, steps: LINE });
const SICK = chain({ kind: 'leave', leaveTypeId: 2, leaveTypeName: 'Sick leave', leaveTypeNameAr: 'إجازة مرضية', steps: LINE });
const OVERTIME = chain({ kind: 'overtime', waiting: 2 });
const PERMISSION = chain({ kind: 'permission', steps: [{ approver: 'person', personId: 20, rule: null, person: KARIM }, { approver: 'hr', personId: null, rule: null, person: null }], escalateAfterDays: 3 });
const LIST: TApprovalChainList = { items: [PERMISSION, OVERTIME, ANNUAL, SICK], rerouted: 0 };

/** Picks `option` in the select labelled `label` inside one card. */
async function choose(user: UserEvent, inCard: HTMLElement, label: string, option: string) {
  await user.click(within(inCard).getByRole('combobox', { name: named(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe.each(['en', 'ar'] as const)('approval chains page (%s)', (lang) => {
  const setup = (extra = {}) => {
    const puts: TApprovalChainsPut[] = [];
    const previews: unknown[] = [];
    const api = {
      'GET /hr/approval-chains': LIST,
      'GET /people/search': (req: TFakeRequest) => ({ items: [KARIM, OMAR].filter((p) => String(p.EmpCode).includes(req.query.get('q') ?? '')) }),
      'PUT /hr/approval-chains': (req: TFakeRequest) => {
        const body = req.body as TApprovalChainsPut;
        puts.push(body);
        const saved = body.chains[0];
        const steps = saved.steps.map((s) => ({ approver: s.approver, personId: s.personId ?? null, rule: s.rule ?? null, person: s.personId === 20 ? KARIM : null }));
        return { items: LIST.items.map((c) => (c.kind === saved.kind && c.leaveTypeId === saved.leaveTypeId ? { ...c, steps, escalateAfterDays: saved.escalateAfterDays } : c)), rerouted: body.reroute ? 2 : 0 };
      },
      'POST /hr/approval-chains/preview': (req: TFakeRequest): TApprovalPreview => {
        previews.push(req.body);
        const { steps } = req.body as { steps: { approver: TApprovalChain['steps'][number]['approver']; personId: number | null; rule?: 'direct' | 'manager_role' }[] };
        return {
          steps: steps.map((s) =>
            s.approver === 'manager'
              ? { approver: s.approver, rule: s.rule ?? 'manager_role', person: KARIM, pool: null, skipped: null }
              : s.approver === 'hr'
                ? { approver: s.approver, rule: null, person: null, pool: 'hr', skipped: null }
                : { approver: s.approver, rule: null, person: null, pool: null, skipped: 'missing' },
          ),
          fallsToHr: steps.every((s) => s.approver !== 'manager' && s.approver !== 'hr'),
        };
      },
      ...extra,
    };
    return renderWithProviders(<ApprovalChainsPage />, { lang, api }).then((r) => ({ ...r, puts, previews }));
  };
  const card = (kind: string, leaveTypeId?: number) => {
    const cards = screen.getAllByTestId('chain-card').filter((c) => c.dataset.kind === kind && (leaveTypeId === undefined || c.dataset.leaveType === String(leaveTypeId)));
    expect(cards).toHaveLength(1);
    return cards[0];
  };

  it('shows leave types under one Leave heading, then the other kinds, each with its steps and what waits', async () => {
    const { user, dict, t } = await setup();
    const c = dict.approvalChains;
    expect(await screen.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    const leave = await screen.findByTestId('chains-leave');
    expect(within(leave).getByRole('heading', { level: 2, name: c.leaveHeading })).toBeInTheDocument();
    const annual = lang === 'ar' ? 'إجازة اعتيادية' : 'Annual leave';
    expect(within(leave).getByRole('heading', { level: 3, name: t('approvalChains.leaveTitle', { name: annual }) })).toBeInTheDocument();
    expect(within(leave).getAllByTestId('chain-card')).toHaveLength(2);
    // The other kinds in the page's order (overtime before permissions), after the leave types.
    const kinds = screen.getAllByTestId('chain-card').map((x) => x.dataset.kind);
    expect(kinds).toEqual(['leave', 'leave', 'overtime', 'permission']);
    expect(screen.getByRole('heading', { level: 2, name: c.kinds.overtime })).toBeInTheDocument();
    expect(within(card('overtime')).getByTestId('chain-waiting')).toHaveTextContent(t('approvalChains.waiting', { count: 2 }));
    expect(within(card('leave', 2)).getByTestId('chain-waiting')).toHaveTextContent(c.noneWaiting);
    // Leave types start closed, their steps in a line; the title opens one.
    const annualCard = card('leave', 1);
    expect(within(annualCard).queryAllByTestId('chain-step')).toHaveLength(0);
    expect(within(annualCard).getByTestId('chain-summary')).toHaveTextContent(c.approvers.line_manager);
    const open = within(annualCard).getByRole('button', { name: t('approvalChains.leaveTitle', { name: annual }) });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(annualCard).getAllByTestId('chain-step')).toHaveLength(1);
    // A saved named person shows in the picker and in the line of steps; the escalation in its field.
    const permission = card('permission');
    const karim = lang === 'ar' ? 'كريم سمير' : 'Karim Samir';
    expect(within(permission).getByTestId('chain-summary')).toHaveTextContent(`${karim}${t('approvalChains.next')}${c.approvers.hr}`);
    expect(within(permission).getAllByTestId('chain-step')).toHaveLength(2);
    expect(within(permission).getByRole('combobox', { name: named(t('approvalChains.approver', { n: 1 })) })).toHaveTextContent(c.approvers.person);
    expect(within(permission).getByRole('combobox', { name: exactly(t('approvalChains.person', { n: 1 })) })).toHaveValue(karim);
    expect(within(permission).getByTestId('chain-escalate')).toHaveValue('3');
    // The re-route choice only where requests wait.
    expect(within(card('overtime')).getByRole('checkbox', { name: t('approvalChains.reroute', { count: 2 }) })).not.toBeChecked();
    expect(within(permission).queryByRole('checkbox')).toBeNull();
  });

  it('adds, moves and removes steps, refuses a sixth, and keeps at least one', async () => {
    const { user, dict, t } = await setup();
    const c = dict.approvalChains;
    await screen.findAllByTestId('chain-card');
    const overtime = card('overtime');
    const add = within(overtime).getByRole('button', { name: c.add });
    const remove1 = within(overtime).getByRole('button', { name: t('approvalChains.remove', { n: 1 }) });
    expect(remove1).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(within(overtime).getAllByTestId('chain-step')).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(t('approvalChains.maxSteps', { max: 5 }));
    await user.click(add);
    expect(within(overtime).getAllByTestId('chain-step')).toHaveLength(5);

    // Step 2 becomes the nearest manager's manager and moves up: step 1 is now the nearest manager's manager.
    await choose(user, overtime, t('approvalChains.approver', { n: 2 }), c.approvers.nearest_manager_of_manager);
    await user.click(within(overtime).getByRole('button', { name: t('approvalChains.moveUp', { n: 2 }) }));
    expect(within(overtime).getByRole('combobox', { name: named(t('approvalChains.approver', { n: 1 })) })).toHaveTextContent(c.approvers.nearest_manager_of_manager);
    expect(within(overtime).getByRole('combobox', { name: named(t('approvalChains.approver', { n: 2 })) })).toHaveTextContent(c.approvers.nearest_manager);
    expect(within(overtime).getByRole('button', { name: t('approvalChains.moveUp', { n: 1 }) })).toBeDisabled();
    // Its "up" button is disabled at the top: the keyboard's focus moves to its "down" button.
    await waitFor(() => expect(within(overtime).getByRole('button', { name: t('approvalChains.moveDown', { n: 1 }) })).toHaveFocus());

    await user.click(within(overtime).getByRole('button', { name: t('approvalChains.remove', { n: 5 }) }));
    expect(within(overtime).getAllByTestId('chain-step')).toHaveLength(4);
    expect(add).toBeEnabled();
    for (let n = 4; n > 1; n--) await user.click(within(overtime).getByRole('button', { name: t('approvalChains.remove', { n }) }));
    expect(within(overtime).getAllByTestId('chain-step')).toHaveLength(1);
    expect(within(overtime).getByRole('button', { name: t('approvalChains.remove', { n: 1 }) })).toBeDisabled();
  });

  it('asks for the named person before sending, and sends the chain with the re-route asked for', async () => {
    const { user, dict, t, puts } = await setup();
    const c = dict.approvalChains;
    await screen.findAllByTestId('chain-card');
    const overtime = card('overtime');
    await user.click(within(overtime).getByRole('button', { name: c.add }));
    await user.click(within(overtime).getByRole('button', { name: c.add }));
    await choose(user, overtime, t('approvalChains.approver', { n: 2 }), c.approvers.person);
    await user.click(within(overtime).getByRole('button', { name: c.save }));
    expect(await within(overtime).findByText(dict.validation.required)).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.type(within(overtime).getByRole('combobox', { name: exactly(t('approvalChains.personCode', { n: 2 })) }), '1020');
    await user.click(await screen.findByRole('option', { name: /1020/ }));
    await user.type(within(overtime).getByTestId('chain-escalate'), '5');
    await user.click(within(overtime).getByRole('checkbox', { name: t('approvalChains.reroute', { count: 2 }) }));
    await user.click(within(overtime).getByRole('button', { name: c.save }));
    expect(await screen.findByText(t('approvalChains.savedRerouted', { count: 2 }))).toBeInTheDocument();
    expect(puts).toEqual([
      {
        chains: [
          {
            kind: 'overtime',
            leaveTypeId: null,
            steps: [
              { approver: 'manager', personId: null, rule: 'manager_role' },
              { approver: 'person', personId: 20 },
              { approver: 'hr', personId: null },
            ],
            escalateAfterDays: 5,
          },
        ],
        reroute: true,
      },
    ]);
    // Saved: the card shows what the server now holds, and the re-route box is clear again.
    await waitFor(() => expect(within(overtime).getByRole('checkbox')).not.toBeChecked());
    expect(within(overtime).getAllByTestId('chain-step')).toHaveLength(3);
  });

  it('refuses an escalation outside 1–60 in the form, and sends an emptied one as never', async () => {
    const { user, dict, puts } = await setup();
    await screen.findAllByTestId('chain-card');
    const permission = card('permission');
    const days = within(permission).getByTestId('chain-escalate');
    await user.clear(days);
    await user.type(days, '61');
    await user.click(within(permission).getByRole('button', { name: dict.approvalChains.save }));
    expect(await within(permission).findByText(dict.validation.invalid)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.clear(days);
    await user.click(within(permission).getByRole('button', { name: dict.approvalChains.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ chains: [{ kind: 'permission', leaveTypeId: null, steps: [{ approver: 'person', personId: 20 }, { approver: 'hr', personId: null }], escalateAfterDays: null }], reroute: false });
    expect(await screen.findByText(dict.approvalChains.saved)).toBeInTheDocument();
  });

  it("shows the server's refusal translated under the named person, and one without a field above the steps", async () => {
    let answer: unknown = apiError(400, 'APPROVAL_PERSON_INACTIVE', [{ path: 'chains.0.steps.0.personId', message: 'errors.APPROVAL_PERSON_INACTIVE' }]);
    const { user, dict } = await setup({ 'PUT /hr/approval-chains': () => answer });
    await screen.findAllByTestId('chain-card');
    const permission = card('permission');
    await user.click(within(permission).getByRole('button', { name: dict.approvalChains.save }));
    const picker = within(permission).getByTestId('step-person');
    expect(await within(picker).findByText(dict.errors.APPROVAL_PERSON_INACTIVE)).toBeInTheDocument();
    expect(within(permission).getByRole('combobox', { name: exactly(dict.approvalChains.person.replace('{{n}}', '1')) })).toHaveAttribute('aria-invalid', 'true');

    answer = apiError(400, 'APPROVAL_KIND_UNKNOWN', [{ path: 'chains.0.leaveTypeId', message: 'errors.APPROVAL_KIND_UNKNOWN' }]);
    await user.click(within(permission).getByRole('button', { name: dict.approvalChains.save }));
    expect(await within(permission).findByTestId('chain-alert')).toHaveTextContent(dict.errors.APPROVAL_KIND_UNKNOWN);
  });

  it('previews, for the person picked at the top, who decides each step as edited, and when HR decides', async () => {
    const { user, dict, t, previews } = await setup();
    const c = dict.approvalChains;
    await screen.findAllByTestId('chain-card');
    const overtime = card('overtime');
    expect(within(overtime).getByTestId('chain-preview')).toHaveTextContent(c.preview.pick);
    await user.type(within(screen.getByTestId('preview-person')).getByRole('combobox', { name: exactly(c.preview.personCode) }), '1031');
    await user.click(await screen.findByRole('option', { name: /1031/ }));
    const preview = within(overtime).getByTestId('chain-preview');
    const omar = lang === 'ar' ? 'عمر خالد' : 'Omar Khaled';
    expect(await within(preview).findByRole('heading', { name: t('approvalChains.preview.heading', { name: omar }) })).toBeInTheDocument();
    await waitFor(() => expect(within(preview).getAllByTestId('preview-step')).toHaveLength(1));
    expect(preview).toHaveTextContent(lang === 'ar' ? 'كريم سمير' : 'Karim Samir');

    // Unsaved edits count: an HR step, then a department head nobody holds.
    await user.click(within(overtime).getByRole('button', { name: c.add }));
    await waitFor(() => expect(within(preview).getAllByTestId('preview-step')).toHaveLength(2));
    expect(preview).toHaveTextContent(c.preview.hrPool);
    await choose(user, overtime, t('approvalChains.approver', { n: 1 }), c.approvers.department_head);
    await choose(user, overtime, t('approvalChains.approver', { n: 2 }), c.approvers.site_hr);
    expect(await within(preview).findByTestId('preview-falls-to-hr')).toHaveTextContent(c.preview.fallsToHr);
    expect(within(preview).getAllByText(c.preview.skipped.missing)).toHaveLength(2);
    // A named step without its person is not asked about.
    const asked = previews.length;
    await choose(user, overtime, t('approvalChains.approver', { n: 2 }), c.approvers.person);
    expect(await within(preview).findByText(c.preview.incomplete)).toBeInTheDocument();
    expect(previews.length).toBe(asked);
    expect(previews.at(-1)).toEqual({ kind: 'overtime', steps: [{ approver: 'department_head', personId: null }, { approver: 'site_hr', personId: null }], employeeId: 31 });
  });

  it('names the two managers differently, explains each, and sends the one chosen with its rule', async () => {
    const { user, dict, t, puts, previews } = await setup();
    const c = dict.approvalChains;
    await screen.findAllByTestId('chain-card');
    expect(screen.getByTestId('chains-managers-note')).toHaveTextContent(c.managersNote);
    // Overtime's manager is the nearest one by role, and its step says so, with what it means.
    const overtime = card('overtime');
    const step1 = within(overtime).getByRole('combobox', { name: named(t('approvalChains.approver', { n: 1 })) });
    expect(step1).toHaveTextContent(c.approvers.nearest_manager);
    expect(within(overtime).getByText(c.approverHelp.nearest_manager)).toBeInTheDocument();
    expect(within(overtime).getByTestId('chain-summary')).toHaveTextContent(c.approvers.nearest_manager);
    // HR makes it the line manager on the person's record: the help, the line of steps and the preview follow.
    await user.type(within(screen.getByTestId('preview-person')).getByRole('combobox', { name: exactly(c.preview.personCode) }), '1031');
    await user.click(await screen.findByRole('option', { name: /1031/ }));
    await choose(user, overtime, t('approvalChains.approver', { n: 1 }), c.approvers.line_manager);
    expect(within(overtime).getByText(c.approverHelp.line_manager)).toBeInTheDocument();
    expect(within(overtime).getByTestId('chain-summary')).toHaveTextContent(c.approvers.line_manager);
    const preview = within(overtime).getByTestId('chain-preview');
    await waitFor(() => expect(previews.at(-1)).toEqual({ kind: 'overtime', steps: [{ approver: 'manager', personId: null, rule: 'direct' }], employeeId: 31 }));
    await waitFor(() => expect(within(preview).getByTestId('preview-step')).toHaveTextContent(`${t('approvalChains.step', { n: 1 })}: ${c.approvers.line_manager}`));
    await user.click(within(overtime).getByRole('button', { name: c.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0].chains[0].steps).toEqual([{ approver: 'manager', personId: null, rule: 'direct' }]);
  });
});
