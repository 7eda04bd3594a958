import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '../../stores/theme-store.ts';

export const brandColor = '#4f46e5';

const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

/** The design tokens of the whole app: one indigo, soft rounding, the CJK-aware system font stack. */
export function buildTheme(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    cssVar: { key: 'rs' },
    // Plain `.ant-btn` selectors (no per-version hash class, whose prefix differs between development
    // and production): the pre-built styles (build/antd-styles.ts) match in both.
    hashed: false,
    token: {
      colorPrimary: dark ? '#5b57f0' : brandColor,
      colorInfo: dark ? '#5b57f0' : brandColor,
      colorLink: dark ? '#a5b4fc' : brandColor,
      borderRadius: 10,
      borderRadiusLG: 12,
      borderRadiusSM: 8,
      fontFamily,
      fontSize: 15,
      colorBgLayout: dark ? '#0f1117' : '#f6f7fb',
      colorBgContainer: dark ? '#181a23' : '#ffffff',
      // Secondary text (Typography type="secondary", descriptions) at >= 4.5:1 on both backgrounds;
      // antd's 0.45 gives 3.3:1 in light and 4.46:1 in dark (Lighthouse color-contrast).
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.52)' : 'rgba(0, 0, 0, 0.58)',
      // The error red of validation messages, error text and danger buttons. Light: >= 4.5:1 on
      // white, and white on it (antd's #ff4d4f gives 3.27:1). Dark: no red reads at 4.5:1 both as
      // text on the dark backgrounds and under white text, so this is the text's red (the
      // algorithm makes it #dc6966: >= 4.88:1 on the page, cards and popups, where antd's gave
      // 4.09:1 on cards); red fills under white text take darker ones (styles/danger-fill.css).
      colorError: dark ? '#ff7875' : '#dc2626',
      // Warning and success text (Typography type="warning"/"success", the warning tags): antd's
      // light #faad14 and #52c41a read at 1.8:1 and 2.1:1 on the page. Darker ones at >= 4.5:1 on
      // the page, cards and their own tinted backgrounds; dark keeps antd's (>= 5.8:1).
      ...(dark ? {} : { colorWarningText: '#b45309', colorSuccessText: '#237804' }),
      // Dark: a pressed outlined, text or link danger button writes its text in the "active" red,
      // which the algorithm darkens to #ad5553 (3.3:1 in popups). Pressed takes a red between the
      // rest (#dc6966) and the hover (#e89590) instead: >= 5.4:1 on every dark background.
      ...(dark ? { colorErrorActive: '#e07571', colorErrorTextActive: '#e07571' } : {}),
      boxShadow: '0 6px 24px -8px rgba(30, 27, 75, 0.18)',
      boxShadowSecondary: '0 10px 32px -10px rgba(30, 27, 75, 0.24)',
      motionDurationMid: '0.2s',
      motionDurationSlow: '0.25s',
      controlHeightLG: 44,
    },
    components: {
      Layout: {
        headerHeight: 60,
        headerPadding: '0 24px',
        headerBg: dark ? 'rgba(24, 26, 35, 0.92)' : 'rgba(255, 255, 255, 0.92)',
        bodyBg: dark ? '#0f1117' : '#f6f7fb',
        footerBg: 'transparent',
      },
      Button: { fontWeight: 500 },
      Card: { borderRadiusLG: 14 },
      // Dark: the selected tab's text lightened to >= 4.5:1 on the dark backgrounds (the primary
      // colour's #504dcf text gave 2.97:1, Lighthouse color-contrast), and the admin menu's.
      ...(dark
        ? {
            Tabs: {
              itemSelectedColor: '#a5b4fc',
              itemHoverColor: '#c7d2fe',
              itemActiveColor: '#818cf8',
            },
            // The admin's sidebar: antd writes the chosen section in the primary colour on its
            // tint (controlItemBgActive), 2.2:1; this is 6.9:1.
            Menu: { itemSelectedColor: '#a5b4fc' },
          }
        : {}),
    },
  };
}
