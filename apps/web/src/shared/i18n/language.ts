/** The page language lives in @clearlot/browser (shared with the console, which reads the same stored choice). */
export * from '@clearlot/browser/i18n/language';
