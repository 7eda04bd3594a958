import { theme } from 'antd';

/** Colours of our illustrations, taken from the antd theme so that they follow light and dark. */
export interface IllustrationPalette {
  primary: string;
  primaryStrong: string;
  primarySoft: string;
  primaryTint: string;
  surface: string;
  backdrop: string;
  line: string;
  ink: string;
  accent: string;
  teal: string;
  tealStrong: string;
  coral: string;
  coralStrong: string;
}

export function useIllustrationPalette(): IllustrationPalette {
  const { token } = theme.useToken();
  return {
    primary: token.colorPrimary,
    primaryStrong: token.colorPrimaryActive,
    primarySoft: token.colorPrimaryBg,
    primaryTint: token.colorPrimaryBorder,
    surface: token.colorBgContainer,
    backdrop: token.colorFillQuaternary,
    line: token.colorBorder,
    ink: token.colorTextTertiary,
    accent: token.gold6,
    teal: token.cyan6,
    tealStrong: token.cyan7,
    coral: token.volcano5,
    coralStrong: token.volcano7,
  };
}
