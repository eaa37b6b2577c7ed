import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useLanguage } from '@/hooks/use-language';
import { isLang } from '@/lib/i18n';

/** /self/swlang?lang=ar|en: sets the language (English when missing or invalid) and opens the dashboard. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('lang');
  const lang = isLang(raw) ? raw : 'en';
  const { changeLanguage } = useLanguage();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void changeLanguage(lang).finally(() => setDone(true));
  }, [changeLanguage, lang]);

  if (done) return <Navigate to="/dashboard/default" replace />;
  return (
    <main>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('language.switching')}</h1>
      <FullPageSpinner label={t('language.switching')} />
    </main>
  );
}
