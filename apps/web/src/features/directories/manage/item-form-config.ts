import { aiToolFields, articleFields, xkyFields } from '@robot/contracts';
import { DirectoryLimits, type DirectoryKind } from '@robot/contracts/client';
import type { FieldSchema } from '../../../lib/forms/rules-from.ts';

/** A text field of an item form: its name in the contract and its limit. */
export interface TextFieldSpec {
  name: string;
  max: number;
  /** a one-line input (title, name, url) or a short text area (intro) */
  multiline: boolean;
}

/**
 * What the one item form shows for a kind, in the contract's field names (so the server's field
 * reasons land on the right inputs) and with the contract's schemas (the rules derive from them).
 */
export interface ItemFormSpec {
  kind: DirectoryKind;
  schema: { shape: Record<string, FieldSchema> };
  image: 'image' | 'cover';
  title: TextFieldSpec;
  intro: TextFieldSpec | null;
  url: { required: boolean } | null;
  categoriesMax: number;
  body: { name: 'detail' | 'content'; max: number };
  /** articles keep a local draft until submitted */
  draft: boolean;
}

export const itemFormSpecs: Record<DirectoryKind, ItemFormSpec> = {
  aitool: {
    kind: 'aitool',
    schema: aiToolFields,
    image: 'image',
    title: { name: 'name', max: DirectoryLimits.aitool.name, multiline: false },
    intro: { name: 'intro', max: DirectoryLimits.aitool.intro, multiline: true },
    url: { required: true },
    categoriesMax: DirectoryLimits.aitool.categories,
    body: { name: 'detail', max: DirectoryLimits.aitool.detail },
    draft: false,
  },
  article: {
    kind: 'article',
    schema: articleFields,
    image: 'cover',
    title: { name: 'title', max: DirectoryLimits.article.title, multiline: false },
    intro: null,
    url: null,
    categoriesMax: DirectoryLimits.article.categories,
    body: { name: 'content', max: DirectoryLimits.article.content },
    draft: true,
  },
  xky: {
    kind: 'xky',
    schema: xkyFields,
    image: 'cover',
    title: { name: 'title', max: DirectoryLimits.xky.title, multiline: false },
    intro: { name: 'intro', max: DirectoryLimits.xky.intro, multiline: true },
    url: { required: false },
    categoriesMax: DirectoryLimits.xky.categories,
    body: { name: 'content', max: DirectoryLimits.xky.content },
    draft: false,
  },
};

/** The form's values: the kind's fields by their contract names. */
export type ItemFormValues = Record<string, string | number[] | undefined>;

/** The fields a kind's form holds, in the contract's order. */
export const fieldNamesOf = (spec: ItemFormSpec): string[] => Object.keys(spec.schema.shape);

export function emptyValues(spec: ItemFormSpec): ItemFormValues {
  const values: ItemFormValues = {};
  for (const name of fieldNamesOf(spec)) values[name] = name === 'categories' ? [] : '';
  return values;
}

/** The form's starting values for an item loaded for editing. */
export function valuesOf(spec: ItemFormSpec, item: object): ItemFormValues {
  const values = emptyValues(spec);
  const source = item as Record<string, unknown>;
  for (const name of fieldNamesOf(spec)) {
    const value = source[name];
    if (name === 'categories') values[name] = Array.isArray(value) ? (value as number[]) : [];
    else values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The body the submit and editing calls take: every field of the kind, an empty optional url left out. */
export function bodyOf(spec: ItemFormSpec, values: ItemFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fieldNamesOf(spec)) {
    const value = values[name];
    if (name === 'categories') body[name] = Array.isArray(value) ? value : [];
    else if (name === 'url' && !spec.url?.required && !(typeof value === 'string' && value.trim()))
      continue;
    else body[name] = typeof value === 'string' ? value : '';
  }
  return body;
}
