import { theme } from 'antd';
import type { CSSProperties } from 'react';

/** The antd tokens home.css needs, as custom properties on the page root, so both themes apply. */
export function useHomeVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--rs-home-text': token.colorText,
    '--rs-home-text-2': token.colorTextSecondary,
    '--rs-home-primary': token.colorPrimary,
    '--rs-home-primary-strong': token.colorPrimaryActive,
    // The theme's link colour is tuned for contrast on dark backgrounds; colorPrimaryText is not.
    '--rs-home-primary-text': token.colorLink,
    '--rs-home-primary-soft': token.colorPrimaryBg,
    '--rs-home-card-bg': token.colorBgContainer,
    '--rs-home-border': token.colorBorderSecondary,
    '--rs-home-border-hover': token.colorPrimaryBorder,
    '--rs-home-shadow': token.boxShadow,
    '--rs-home-radius': `${token.borderRadiusLG}px`,
    '--rs-home-fill': token.colorFillSecondary,
  } as CSSProperties;
}
