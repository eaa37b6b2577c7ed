import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TActivationCodeActivate, TActivationCodeCheck } from '@hr/shared';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { named } from '@/test/fields';
import { renderWithProviders } from '@/test/render';
import { ActivateCodePanel, readActivationFragment } from './activate-code-panel';

const userIn = (language: 'en' | 'ar') => ({ id: 77, EmpCode: 1042, domainacc: null, FullName: 'Mahmoud Abdel Rahman', fullNameAr: 'محمود عبد الرحمن', email: null, mobile: null, roles: ['employee'], site: null, department: null, section: null, manager: null, hrSites: [], hireDate: null, language, navCompact: false, hijriDates: null, arabicDigits: null });

describe('the slip fragment', () => {
  it('carries the company ID and the code, bounded', () => {
    expect(readActivationFragment('#c=1042&k=ABCD-2345-XY')).toEqual({ empCode: '1042', code: 'ABCD-2345-XY' });
    expect(readActivationFragment('')).toEqual({ empCode: '', code: '' });
    expect(readActivationFragment(`#c=${'9'.repeat(50)}&k=${'A'.repeat(90)}`)).toEqual({ empCode: '9'.repeat(20), code: 'A'.repeat(40) });
  });
});

describe.each(['en', 'ar'] as const)('activation by code (%s)', (lang) => {
  const setup = (api = {}, initial = { empCode: '', code: '' }) => {
    const checks: TActivationCodeCheck[] = [];
    const activations: TActivationCodeActivate[] = [];
    return renderWithProviders(<ActivateCodePanel initial={initial} />, {
      lang,
      route: '/session/activate-code',
      api: {
        'POST /auth/activation-code/check': (req: TFakeRequest) => {
          checks.push(req.body as TActivationCodeCheck);
          return { FullName: 'Mahmoud Abdel Rahman', fullNameAr: 'محمود عبد الرحمن' };
        },
        'POST /auth/activation-code/activate': (req: TFakeRequest) => {
          activations.push(req.body as TActivationCodeActivate);
          return { accessToken: 'new-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: userIn(lang) };
        },
        ...api,
      },
    }).then((r) => ({ ...r, checks, activations }));
  };
  const box = (label: string) => screen.getByRole('textbox', { name: named(label) });

  it('checks the company ID and the code as typed (Arabic-Indic digits, small letters), greets the person, then sets the password', async () => {
    const { user, dict, checks, activations } = await setup();
    const a = dict.auth.activateCode;
    await user.click(screen.getByRole('button', { name: a.next }));
    await waitFor(() => expect(box(a.empCode)).toHaveAccessibleDescription(dict.validation.required));
    expect(checks).toHaveLength(0);
    await user.type(box(a.empCode), '١٠٤٢');
    await user.type(box(a.code), 'abcd 2345 x0');
    await user.click(screen.getByRole('button', { name: a.next }));
    await waitFor(() => expect(box(a.code)).toHaveAccessibleDescription(dict.validation.activationCode));
    expect(checks).toHaveLength(0);
    await user.clear(box(a.code));
    await user.type(box(a.code), 'abcd-2345-xy');
    await user.click(screen.getByRole('button', { name: a.next }));
    await screen.findByText(lang === 'ar' ? /محمود عبد الرحمن/ : /Mahmoud Abdel Rahman/);
    expect(checks).toEqual([{ empCode: 1042, code: 'ABCD2345XY' }]);

    const password = screen.getByLabelText(named(a.password));
    await user.type(password, 'factory-floor-9');
    await user.type(screen.getByLabelText(named(a.confirm)), 'factory-floor-8');
    await user.click(screen.getByRole('button', { name: a.submit }));
    await waitFor(() => expect(screen.getByLabelText(named(a.confirm))).toHaveAccessibleDescription(dict.validation.passwordsDiffer));
    expect(activations).toHaveLength(0);
    await user.clear(screen.getByLabelText(named(a.confirm)));
    await user.type(screen.getByLabelText(named(a.confirm)), 'factory-floor-9');
    await user.click(screen.getByRole('button', { name: a.submit }));
    await waitFor(() => expect(activations).toEqual([{ empCode: 1042, code: 'ABCD2345XY', password: 'factory-floor-9', language: lang }]));
  });

  it('from the QR code, checks at once; a wrong code shows the one translated error', async () => {
    const { dict, checks } = await setup({ 'POST /auth/activation-code/check': apiError(400, 'ACTIVATION_CODE_INVALID') }, { empCode: '1042', code: 'ABCD-2345-XY' });
    expect(await screen.findByTestId('activate-code-error')).toHaveTextContent(dict.errors.ACTIVATION_CODE_INVALID);
    expect(checks).toHaveLength(0);
  });

  it('too many guesses answer RATE_LIMITED in words', async () => {
    const { dict } = await setup({ 'POST /auth/activation-code/check': apiError(429, 'RATE_LIMITED') }, { empCode: '1042', code: 'ABCD-2345-XY' });
    expect(await screen.findByTestId('activate-code-error')).toHaveTextContent(dict.errors.RATE_LIMITED);
  });
});
