import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_USER, type TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { DigestSettings } from './digest-settings';

/** The daily e-mail of waiting requests on My account: on by default, turned off and on again, saved for the person. */
describe('the daily digest setting', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: a switch, on by default; turning it off saves it`, async () => {
      const saved: unknown[] = [];
      const { user } = await renderWithProviders(<DigestSettings />, {
        lang,
        api: {
          'PATCH /auth/preferences': (req: TFakeRequest) => {
            saved.push(req.body);
            return { user: { ...TEST_USER, language: lang, approvalDigest: (req.body as { approvalDigest: boolean }).approvalDigest } };
          },
        },
      });
      const name = lang === 'ar' ? 'رسالة يومية بالطلبات التي تنتظر قراري' : 'A daily e-mail of the requests waiting for my decision';
      const setting = screen.getByRole('switch', { name });
      expect(setting).toBeChecked();
      await user.click(setting);
      await waitFor(() => expect(setting).not.toBeChecked());
      expect(saved).toEqual([{ approvalDigest: false }]);
      expect(await screen.findByText(lang === 'ar' ? 'تم حفظ إعداد البريد.' : 'Your e-mail setting is saved.')).toBeInTheDocument();
    });
  }

  it('tells a person without e-mail that the inbox shows what waits', async () => {
    await renderWithProviders(<DigestSettings />, { lang: 'en', user: { email: null } });
    expect(screen.getByText('You have no e-mail address: the inbox shows what waits for you.')).toBeInTheDocument();
  });
});
