import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** '<page> · HR Leave Tracker' in the current language. */
export function useDocumentTitle(page?: string) {
  const { t } = useTranslation();
  const app = t('app.title');
  useEffect(() => {
    document.title = page && page !== app ? `${page} · ${app}` : app;
  }, [page, app]);
}
