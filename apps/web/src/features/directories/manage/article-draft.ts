import { StorageKeys } from '../../../lib/storage-keys.ts';
import type { ItemFormValues } from './item-form-config.ts';

/** An article being written, kept in this browser until it is submitted. */
export interface ArticleDraft {
  values: ItemFormValues;
  /** epoch milliseconds */
  savedAt: number;
}

/** One draft per user and per article: `new` for one not yet submitted, else the article's uuid. */
export const draftKey = (userUuid: string, articleUuid: string | null) =>
  `${StorageKeys.articleDraft}.${userUuid}.${articleUuid ?? 'new'}`;

const isValues = (v: unknown): v is ItemFormValues =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (x) =>
      x === undefined ||
      typeof x === 'string' ||
      (Array.isArray(x) && x.every((n) => typeof n === 'number')),
  );

export function readDraft(key: string): ArticleDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown };
    if (!isValues(parsed.values) || typeof parsed.savedAt !== 'number') return null;
    return { values: parsed.values, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: ItemFormValues): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() }));
  } catch {
    // Storage full or refused (private mode): the draft is a convenience, writing goes on.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Whether a draft holds anything the form does not already show. */
export function draftDiffers(draft: ArticleDraft, current: ItemFormValues): boolean {
  return Object.entries(draft.values).some(
    ([name, value]) => JSON.stringify(value ?? '') !== JSON.stringify(current[name] ?? ''),
  );
}
