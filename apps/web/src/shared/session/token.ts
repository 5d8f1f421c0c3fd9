/** The session cookie lives in @clearlot/browser: the console reads the same loginToken cookie. */
export * from '@clearlot/browser/session/token';
