/** The translation rules live in @clearlot/browser (shared with the console). */
export * from '@clearlot/browser/i18n/translate';
