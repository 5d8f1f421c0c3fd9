/** The design tokens are read by @clearlot/browser (tokens.css is shared with the console). */
export * from '@clearlot/browser/styles/designTokens';
