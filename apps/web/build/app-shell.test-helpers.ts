import path from 'node:path';
import { bootScript, cardTexts } from './app-shell-boot.ts';
import { loadShellTexts } from './app-shell.ts';

export const LOCALES = path.resolve(__dirname, '../src/locales');

/** Runs the boot script as the browser would, at `pathname`. */
export function boot(pathname: string, preloads = {}) {
  window.history.replaceState(null, '', pathname);
  window.eval(bootScript(preloads, cardTexts(loadShellTexts(LOCALES))));
}

/** A turn of the event loop: the shell's MutationObserver has seen what changed. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The document as loaded (DOMContentLoaded: the boot script starts watching the app) and the app's
 * first render, its page loader; returns the app's root.
 */
export async function drawAppLoader(): Promise<HTMLElement> {
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const app = document.getElementById('root')!;
  app.innerHTML = '<header></header><main id="main"><div role="status"></div></main>';
  await tick();
  return app;
}
