import type { ThemeConfig } from 'antd';
import type { DesignTokens } from '../styles/designTokens';

/**
 * antd's theme, derived from the design tokens (styles/tokens.css) so antd pages and the kit's pages
 * share one brand, text colour, borders, radii, shadows and fonts. antd computes its own hover and
 * active shades from these; the soft tints it would derive from a dark brand colour come out grey,
 * so the brand's and the statuses' own tints are given too.
 */
export function themeFromTokens(tokens: DesignTokens): ThemeConfig {
  const { value } = tokens;
  const panelRadius = tokens.px('--radius-xl');
  return {
    cssVar: { key: 'clearlot' },
    token: {
      colorPrimary: value('--brand'),
      colorInfo: value('--info'),
      colorLink: value('--brand'),
      colorPrimaryBg: value('--brand-soft'),
      colorPrimaryBgHover: value('--brand-soft-hover'),
      colorInfoBg: value('--brand-tint'),
      colorInfoBorder: value('--brand-border'),
      colorSuccess: value('--success'),
      colorSuccessBg: value('--success-bg'),
      colorSuccessBorder: value('--success-border'),
      colorWarning: value('--warning'),
      colorWarningBg: value('--warning-bg'),
      colorWarningBorder: value('--warning-border'),
      colorError: value('--error'),
      colorErrorBg: value('--error-bg'),
      colorErrorBorder: value('--error-border'),
      colorTextBase: value('--ink'),
      // antd fades descriptions, help texts and secondary Typography to ink at 45% and placeholders to
      // 25% (2.7:1 and 1.6:1 on white); WCAG AA asks 4.5:1 of text, which these tokens give
      colorTextTertiary: value('--muted'),
      colorTextDescription: value('--muted'),
      colorTextPlaceholder: value('--ink-placeholder'),
      colorBorder: value('--line-strong'),
      colorBorderSecondary: value('--line'),
      colorBgMask: value('--overlay'),
      boxShadowSecondary: value('--shadow-popup'),
      borderRadiusSM: tokens.px('--radius-sm'),
      borderRadius: tokens.px('--radius-md'),
      borderRadiusLG: tokens.px('--radius-lg'),
      controlHeight: tokens.px('--control-height'),
      fontFamily: value('--font-family'),
      fontSize: tokens.px('--font-size'),
    },
    components: {
      Button: { primaryShadow: 'none' },
      // a status tag's text on its tint: the statuses' darker ink, for 4.5:1
      Tag: { colorSuccess: value('--success-ink'), colorWarning: value('--warning-ink') },
      // an empty table says so in a sentence to read, not in antd's disabled grey
      Table: { colorTextDisabled: value('--muted') },
      // cards and dialogs are panels: the same radius as the kit's dialog and the pages' own panels
      Card: { borderRadiusLG: panelRadius },
      Modal: { titleFontSize: 18, borderRadiusLG: panelRadius },
    },
  };
}
