export * from '@clearlot/browser/http/messages';
