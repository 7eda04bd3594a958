import path from 'node:path';
import { vi } from 'vitest';
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

/** Whether the app may load yet (`window.__rsStart`): 'open', or still 'waiting' after 30 ms. */
export const settled = (start: Promise<void> | undefined = window.__rsStart) =>
  Promise.race([start!.then(() => 'open'), new Promise((r) => setTimeout(r, 30, 'waiting'))]);

/**
 * Stubs fetch: the read whose URL contains `part` answers when the test calls the returned
 * function; every other read at once, with nothing.
 */
export function holdRead(part: string): (r: Response) => void {
  let answer!: (r: Response) => void;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.includes(part)
        ? new Promise<Response>((r) => (answer = r))
        : Promise.resolve(new Response('{}')),
    ),
  );
  return (r) => answer(r);
}
