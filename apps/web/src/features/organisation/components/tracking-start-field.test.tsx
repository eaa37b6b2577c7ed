import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { SettingsForm } from './settings-form';

const SETTINGS = {
  nameEn: 'Nile Textiles',
  nameAr: 'نسيج النيل',
  timeZone: 'Africa/Cairo',
  defaultLanguage: 'en',
  signupAllowed: false,
  weekendDays: [5, 6],
  smtpUrl: '',
  mailFrom: '',
  geofenceMode: 'off',
  trackingStart: '2026-11-01',
};

describe.each(['en', 'ar'] as const)('when attendance tracking starts, in the settings (%s)', (lang) => {
  it('shows the saved date with its explanation, sends it back, and shows a refusal under the field', async () => {
    const sent: unknown[] = [];
    const { user, dict } = await renderWithProviders(<SettingsForm />, {
      lang,
      api: {
        'GET /hr/settings': SETTINGS,
        'PUT /hr/settings': (req: TFakeRequest) => {
          sent.push(req.body);
          return apiError(400, 'VALIDATION_FAILED', [{ path: 'trackingStart', message: 'validation.trackingStartTooFar' }]);
        },
      },
    });
    const group = await screen.findByRole('group', { name: dict.goLive.trackingStart });
    await waitFor(() => expect(group).toHaveTextContent(/01.11.2026/));
    expect(screen.getByText(dict.goLive.trackingStartHint)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: dict.common.save })[0]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ trackingStart: '2026-11-01' });
    expect(await screen.findByText(dict.validation.trackingStartTooFar)).toBeInTheDocument();
  });
});
