import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TEST_USER, type TFakeRequest } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { formatDate } from '@/lib/format';
import { LanguageSettings } from './language-settings';

/** Something already on screen with a count and a date: it follows the choice at once. */
function Probe() {
  const { t } = useTranslation();
  return <p data-testid="probe">{`${t('pagination.displayedRows', { from: 1, to: 25, total: 130 })} · ${formatDate('2026-11-22')}`}</p>;
}

/** The Arabic-Indic digits choice on My account: off by default, saved for the person, applied at once. */
describe('the Arabic-Indic digits setting', () => {
  it('is a switch, off by default; turning it on saves it and the Arabic screen writes ٠–٩ at once', async () => {
    const saved: unknown[] = [];
    const { user } = await renderWithProviders(
      <>
        <LanguageSettings />
        <Probe />
      </>,
      {
        lang: 'ar',
        api: {
          'PATCH /auth/preferences': (req: TFakeRequest) => {
            saved.push(req.body);
            const on = (req.body as { arabicDigits: boolean | null }).arabicDigits;
            return { user: { ...TEST_USER, language: 'ar', arabicDigits: on } };
          },
        },
      },
    );
    const setting = screen.getByRole('switch', { name: 'الأرقام الهندية (٠١٢٣)' });
    expect(setting).not.toBeChecked();
    expect(screen.getByTestId('probe')).toHaveTextContent('1–25 من 130 · 22/11/2026');
    // The hint shows what the digits look like, whatever the choice.
    expect(screen.getByText(/بهذه الأرقام، مثل/)).toHaveTextContent(/[٠-٩]{2}\/[٠-٩]{2}\/[٠-٩]{4}/);

    await user.click(setting);
    await waitFor(() => expect(setting).toBeChecked());
    expect(saved).toEqual([{ arabicDigits: true }]);
    expect(await screen.findByText('تم حفظ إعداد الأرقام.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('١–٢٥ من ١٣٠ · ٢٢/١١/٢٠٢٦'));

    await user.click(setting);
    await waitFor(() => expect(setting).not.toBeChecked());
    expect(saved).toEqual([{ arabicDigits: true }, { arabicDigits: false }]);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('1–25 من 130 · 22/11/2026'));
  });

  it('in English the same switch, with its English name; the page keeps ASCII digits when it is on', async () => {
    await renderWithProviders(
      <>
        <LanguageSettings />
        <Probe />
      </>,
      { lang: 'en', user: { arabicDigits: true } },
    );
    expect(screen.getByRole('switch', { name: 'Arabic-Indic digits (٠١٢٣)' })).toBeChecked();
    expect(screen.getByTestId('probe')).toHaveTextContent('1–25 of 130 · 22/11/2026');
  });
});
