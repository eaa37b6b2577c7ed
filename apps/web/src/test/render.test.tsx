import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth';
import { renderWithProviders } from './render';

function Probe() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <p>{user.FullName}</p>
      <Button>{t('common.save')}</Button>
    </>
  );
}

describe('renderWithProviders', () => {
  it('renders as a signed-in user in English, left to right', async () => {
    await renderWithProviders(<Probe />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByText('Mona Adel')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('renders in Arabic, right to left, with the Arabic dictionary', async () => {
    const { dict } = await renderWithProviders(<Probe />, { lang: 'ar' });
    expect(screen.getByRole('button', { name: dict.common.save })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
