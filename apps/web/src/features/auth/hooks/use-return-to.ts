import { useSearchParams } from 'react-router';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard/default';

/** Only same-origin paths: '/x', never '//host' or '/\\host', and never back to the sign-in page. */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return DEFAULT_AFTER_SIGN_IN;
    if (url.pathname === '/hrportal' || url.pathname.startsWith('/session/')) return DEFAULT_AFTER_SIGN_IN;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

export function useReturnTo(): string {
  const [params] = useSearchParams();
  return safeReturnTo(params.get('returnTo'));
}
