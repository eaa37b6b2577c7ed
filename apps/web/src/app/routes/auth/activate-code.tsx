import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { ActivateCodePanel, readActivationFragment } from '@/features/auth/components/activate-code-panel';

export function Component() {
  const { t } = useTranslation();
  useLinkLanguage();
  useDocumentTitle(t('auth.activateCode.title'));
  // Read the slip's company ID and code once, then drop them from the address bar and the history.
  const [initial] = useState(() => {
    const found = readActivationFragment(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return found;
  });
  return (
    <PublicLayout>
      <ActivateCodePanel initial={initial} />
    </PublicLayout>
  );
}
