import type { ThemeConfig } from 'antd';

export const BRAND_COLOUR = '#0b6e4f';

/** ClearLot look: deep green brand, calm neutrals, slightly rounded controls, CJK-friendly fonts. */
export const appTheme: ThemeConfig = {
  cssVar: { key: 'clearlot' },
  token: {
    colorPrimary: BRAND_COLOUR,
    colorInfo: BRAND_COLOUR,
    colorLink: BRAND_COLOUR,
    // the soft tints antd derives from a dark brand colour come out grey; these are the brand's own
    colorPrimaryBg: '#e3f2ea',
    colorPrimaryBgHover: '#d2eadd',
    colorInfoBg: '#eef7f2',
    colorInfoBorder: '#b9dccb',
    colorSuccess: '#2f9e44',
    colorWarning: '#d9822b',
    colorError: '#c92a2a',
    colorTextBase: '#1d2b27',
    borderRadius: 6,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif",
    fontSize: 14,
  },
  components: {
    Button: { primaryShadow: 'none' },
    Modal: { titleFontSize: 18 },
  },
};
