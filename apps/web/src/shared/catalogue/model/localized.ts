/** The bilingual catalogue names live in @clearlot/browser (the console shows the same names). */
export * from '@clearlot/browser/catalogue/localized';
