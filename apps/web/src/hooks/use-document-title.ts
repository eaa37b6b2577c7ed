import { useEffect } from 'react';
import { useCompanyName } from './use-company-name';

/** '<page> · <the company's name>' in the current language (the product's name until HR names the company). */
export function useDocumentTitle(page?: string) {
  const app = useCompanyName();
  useEffect(() => {
    document.title = page && page !== app ? `${page} · ${app}` : app;
  }, [page, app]);
}
