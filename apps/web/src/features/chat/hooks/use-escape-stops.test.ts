import { afterEach, describe, expect, it } from 'vitest';
import { escapeStops } from './use-escape-stops.ts';

/** An Escape as the document hears it, from `target`. */
const escapeFrom = (target: Element, init: KeyboardEventInit = {}) => {
  let seen!: KeyboardEvent;
  const listen = (e: KeyboardEvent) => void (seen = e);
  document.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, ...init }));
  document.removeEventListener('keydown', listen);
  return seen;
};

const page = () => {
  document.body.innerHTML = `
    <div id="page"><textarea id="box"></textarea><button id="picker" aria-expanded="true"></button></div>
    <div id="outside"><button id="elsewhere"></button></div>
    <div role="tooltip"><button id="in-popup"></button></div>`;
  return document.getElementById('page')!;
};
const el = (id: string) => document.getElementById(id)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('escapeStops', () => {
  it('takes an Escape from the chat page or from the page’s body', () => {
    const root = page();
    expect(escapeStops(escapeFrom(el('box')), root)).toBe(true);
    expect(escapeStops(escapeFrom(document.body), root)).toBe(true);
  });

  it('leaves it to whatever handles it: prevented, composing, a popup, an open list, elsewhere', () => {
    const root = page();
    const box = el('box');
    box.addEventListener('keydown', (e) => e.preventDefault(), { once: true });
    expect(escapeStops(escapeFrom(box, { cancelable: true }), root)).toBe(false);
    expect(escapeStops(escapeFrom(box, { isComposing: true }), root)).toBe(false);
    expect(escapeStops(escapeFrom(el('picker')), root)).toBe(false);
    expect(escapeStops(escapeFrom(el('in-popup')), root)).toBe(false);
    expect(escapeStops(escapeFrom(el('elsewhere')), root)).toBe(false);
    expect(escapeStops(new KeyboardEvent('keydown', { key: 'Enter' }), root)).toBe(false);
  });

  it('not while a modal dialog or drawer shows; a closed, hidden one does not count', () => {
    const root = page();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="wrap" style="display: none"><div role="dialog" aria-modal="true"></div></div>',
    );
    expect(escapeStops(escapeFrom(el('box')), root)).toBe(true);
    el('wrap').style.display = 'block';
    expect(escapeStops(escapeFrom(el('box')), root)).toBe(false);
  });
});
