import { type DesignTokens, designTokensFrom } from '../../styles/designTokens';

/** The design tokens as the page applies them (tokens.css is part of the start-up style; the browser has resolved their var()). */
export function pageTokens(root: Element = document.documentElement): DesignTokens {
  const style = getComputedStyle(root);
  return designTokensFrom((name) => style.getPropertyValue(name).replace(/\s+/g, ' ').trim() || undefined, 'not on the page (is styles/tokens.css loaded?)');
}
