import { screen } from '@testing-library/react';

/** Roles whose accessible name a screen reader reads out as the user moves through a page. */
const roles = ['button', 'link', 'menuitem', 'tab', 'img', 'checkbox', 'radio', 'switch'] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English names of the antd icons drawn on the page (`<span class="anticon" aria-label="edit">`),
 * whether or not they are hidden from assistive tech.
 */
export const iconNamesOnPage = (): string[] => [
  ...new Set(
    [...document.querySelectorAll('.anticon[aria-label]')]
      .map((e) => e.getAttribute('aria-label')!)
      // not one named in the page's language (antd's Tag close, "关闭"; our aria-label={t(...)})
      .filter((name) => /^[a-z][a-z0-9-]*$/.test(name)),
  ),
];

/**
 * The controls and images whose accessible name contains one of those English icon names, as a word
 * ("edit", "bulb AI 写作"): what a screen reader would read out on a Chinese page. Empty when every
 * icon is hidden (aria-hidden) or named in the page's language.
 */
export function iconNamesHeard(): string[] {
  const names = iconNamesOnPage();
  if (names.length === 0) return [];
  const word = new RegExp(`(?:^|[^\\w-])(?:${names.map(escape).join('|')})(?:$|[^\\w-])`);
  return roles.flatMap((role) =>
    screen
      .queryAllByRole(role, { name: word })
      .filter((el) => role !== 'img' || !readAsPartOfControl(el))
      .map((el) => `${role}: ${el.getAttribute('aria-label') ?? el.textContent ?? ''}`),
  );
}

/**
 * An image a screen reader does not read on its own: inside a button or link named by its
 * aria-label (e.g. antd's own dialog close button, "关闭").
 */
const readAsPartOfControl = (img: Element) =>
  img.parentElement?.closest('button[aria-label], a[aria-label], [role="button"][aria-label]') !=
  null;
