import './illustration-palette.css';

/**
 * Colours of our illustrations: the theme's variables (`--ant-…`, written at build time for both
 * themes), so they follow light and dark without antd (decision 033).
 */
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

/**
 * The illustrations pass these to SVG `fill` and `stroke` attributes. A presentation attribute is
 * not a CSS declaration, and not every browser resolves `var()` in one, so
 * illustration-palette.css sets each of them again as CSS (which wins over the attribute): keep the
 * two lists the same.
 */
const palette: IllustrationPalette = {
  primary: 'var(--ant-color-primary)',
  primaryStrong: 'var(--ant-color-primary-active)',
  primarySoft: 'var(--ant-color-primary-bg)',
  primaryTint: 'var(--ant-color-primary-border)',
  surface: 'var(--ant-color-bg-container)',
  backdrop: 'var(--ant-color-fill-quaternary)',
  line: 'var(--ant-color-border)',
  ink: 'var(--ant-color-text-tertiary)',
  accent: 'var(--ant-gold-6)',
  teal: 'var(--ant-cyan-6)',
  tealStrong: 'var(--ant-cyan-7)',
  coral: 'var(--ant-volcano-5)',
  coralStrong: 'var(--ant-volcano-7)',
};

/** A hook as before (the illustrations call it); the values no longer depend on a render. */
export function useIllustrationPalette(): IllustrationPalette {
  return palette;
}

export const illustrationPalette = palette;
