import 'i18next';
import type { TResources } from '@hr/shared/i18n/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TResources };
  }
}
