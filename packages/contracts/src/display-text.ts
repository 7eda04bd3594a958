/**
 * Characters a name shown to other people must not contain: they reorder or hide text (bidi
 * overrides and isolates U+202A-U+202E, U+2066-U+2069, zero-width U+200B-U+200D, U+2060, U+FEFF are
 * all format characters, Cf), control characters (Cc: tab, newline, escape), line and paragraph
 * separators (Zl, Zp) and lone surrogates (Cs). Chinese, Japanese and Korean text needs none of them,
 * so a name like "机器人 小助手" or "ロボット" passes while "admin\u202Egnp.exe" does not.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

export const hasUnsafeNameCharacters = (text: string): boolean => UNSAFE_IN_NAMES.test(text);

/** The reason key a name with such a character is refused with (in `data.fields`). */
export const unsafeNameReason = 'validation.unsafeCharacters';
