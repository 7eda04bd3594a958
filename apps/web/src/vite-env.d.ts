/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated host names that should be sent to VITE_PUBLIC_URL on load. */
  readonly VITE_OLD_DOMAINS?: string;
  /** The public base URL of the site, e.g. https://robots.example.com */
  readonly VITE_PUBLIC_URL?: string;
  /** Operator branding; the locale files hold the defaults. */
  readonly VITE_SITE_NAME_ZH?: string;
  readonly VITE_SITE_NAME_EN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Opened by index.html's boot script when the app may start loading (build/app-shell-boot.ts). */
  __rsStart?: Promise<void>;
}
