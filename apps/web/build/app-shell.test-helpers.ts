import path from 'node:path';
import { bootScript, cardTexts } from './app-shell-boot.ts';
import { loadShellTexts } from './app-shell.ts';

export const LOCALES = path.resolve(__dirname, '../src/locales');

/** Runs the boot script as the browser would, at `pathname`. */
export function boot(pathname: string, preloads = {}) {
  window.history.replaceState(null, '', pathname);
  window.eval(bootScript(preloads, cardTexts(loadShellTexts(LOCALES))));
}
