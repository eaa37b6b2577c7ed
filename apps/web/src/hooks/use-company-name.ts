import { useTranslation } from 'react-i18next';
import { companyName } from '@hr/shared';
import { usePublicSettings } from './use-public-settings';

/** The company's name in the current language (the product's while HR has not named it). */
export function useCompanyName(): string {
  const { i18n } = useTranslation();
  const settings = usePublicSettings();
  return companyName({ nameEn: settings.orgName, nameAr: settings.orgNameAr }, i18n.language === 'ar' ? 'ar' : 'en');
}
