export type { Language } from '@clearlot/browser/i18n/languageCode';
