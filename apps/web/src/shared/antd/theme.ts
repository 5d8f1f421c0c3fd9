/** antd's theme from the design tokens lives in @clearlot/browser: the console uses the same one. */
export * from '@clearlot/browser/antd/theme';
