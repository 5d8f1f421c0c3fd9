/** The HTTP client lives in @clearlot/browser (shared with the console); the web's modules import it from here. */
export * from '@clearlot/browser/http/client';
