import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyLinkLanguage, i18n, linkLanguage } from '@/lib/i18n';

/**
 * On the pages e-mailed links open (/session/reset-password, /session/activate): shows the
 * page in the link's `lang` (the e-mail's language), without storing it anywhere. initI18n
 * already starts in it; this covers a signed-in visitor, whose own language the session check
 * applied in the meantime.
 */
export function useLinkLanguage() {
  const { pathname, search } = useLocation();
  const lang = linkLanguage(pathname, search);
  useEffect(() => {
    if (lang && i18n.language !== lang) void applyLinkLanguage(lang);
  }, [lang]);
}
