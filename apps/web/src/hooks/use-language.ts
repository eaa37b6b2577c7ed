import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLang } from '@hr/shared';
import { useAuth } from '@/lib/auth';
import { currentLanguage, rememberChoiceBeforeSignIn, setLanguage } from '@/lib/i18n';
import { updatePreferences } from '@/lib/preferences';

/**
 * The current language and a function to change it: the UI switches at once, the choice is
 * kept in localStorage and, when signed in, saved on the server (user.language). The promise
 * resolves once the new language shows, to false if saving it on the server failed.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [saving, setSaving] = useState(false);
  const language: TLang = i18n.language === 'ar' ? 'ar' : 'en';

  const changeLanguage = useCallback(
    async (lang: TLang): Promise<boolean> => {
      await setLanguage(lang);
      if (!user) rememberChoiceBeforeSignIn(lang);
      if (!user || user.language === lang) return true;
      setSaving(true);
      try {
        const res = await updatePreferences({ language: lang });
        setUser(res.user);
        return true;
      } catch (e) {
        console.warn('Could not save the language preference', e);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [user, setUser],
  );

  return { language, isRtl: language === 'ar', changeLanguage, saving, currentLanguage };
}
