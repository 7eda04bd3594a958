import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's `src` folder; stylesheets are named relative to it. */
export const webSrc = path.join(import.meta.dirname, '..');

/** The text of a stylesheet under `src`. */
export const stylesheet = (file: string) => readFileSync(path.join(webSrc, file), 'utf8');

/**
 * The declarations (`property -> value`) of the first rule in `file` whose selector list holds
 * `selector`, or null when there is none. Enough for our own stylesheets as Prettier writes them:
 * each selector of a list and each declaration on its own line.
 */
export function cssRule(file: string, selector: string): Record<string, string> | null {
  const css = stylesheet(file);
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`^${escaped}\\s*[,{]`, 'm').exec(css);
  if (!found) return null;
  const open = css.indexOf('{', found.index);
  const body = css.slice(open + 1, css.indexOf('}', open));
  const declarations: Record<string, string> = {};
  for (const [, property, value] of body.matchAll(/^\s*([-a-z]+):\s*([^;]+);/gm)) {
    declarations[property!] = value!.trim();
  }
  return declarations;
}

/** Every stylesheet under `src`, relative to it. */
export function stylesheets(folder = webSrc): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [path.relative(webSrc, file)] : [];
  });
}
