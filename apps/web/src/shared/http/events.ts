export * from '@clearlot/browser/http/events';
