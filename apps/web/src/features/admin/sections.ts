import { lazy, type ComponentType } from 'react';

/**
 * The admin area's sections, each in its own lazy chunk: `sections/<key>/<key>-section.tsx` exports
 * `<Name>Section`. Found by file name, so the area builds while a section is still being written
 * (it then shows nothing but its place in the menu).
 */
const files = import.meta.glob<Record<string, ComponentType>>('./sections/*/*-section.tsx');

export const adminSectionKeys = [
  'dashboard',
  'users',
  'conversations',
  'content',
  'requirements',
  'logs',
  'models',
  'plugins',
  'config',
] as const;
export type AdminSectionKey = (typeof adminSectionKeys)[number];

const exportName = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}Section`;

export const hasSection = (key: AdminSectionKey): boolean =>
  `./sections/${key}/${key}-section.tsx` in files;

/** The lazy component of a section (null until its file exists). */
export function sectionComponent(key: AdminSectionKey): ComponentType | null {
  const load = files[`./sections/${key}/${key}-section.tsx`];
  if (!load) return null;
  return lazy(async () => {
    const mod = await load();
    const component = mod[exportName(key)];
    if (!component) throw new Error(`admin section ${key} exports no ${exportName(key)}`);
    return { default: component };
  });
}
