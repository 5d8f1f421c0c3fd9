import type { ThemeConfig } from 'antd';
import type { DesignTokens } from '../../styles/designTokens';

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
      // cards and dialogs are panels: the same radius as the kit's dialog and the pages' own panels
      Card: { borderRadiusLG: panelRadius },
      Modal: { titleFontSize: 18, borderRadiusLG: panelRadius },
    },
  };
}
