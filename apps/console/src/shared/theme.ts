/**
 * antd's theme for the console: the storefront's design tokens (@clearlot/browser/tokens.css, the one token
 * file of both apps) through the same themeFromTokens, so the console's brand, text, borders and radii are
 * the shop's.
 */
import type { ThemeConfig } from 'antd';
import { themeFromTokens } from '@clearlot/browser/antd/theme';
import { readDesignTokens } from '@clearlot/browser/styles/designTokens';
import tokensCss from '@clearlot/browser/tokens.css?raw';

export const consoleTheme: ThemeConfig = themeFromTokens(readDesignTokens(tokensCss));
