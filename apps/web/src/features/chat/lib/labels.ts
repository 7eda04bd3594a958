/** A model's or plugin's name in the page's language (the server sends both). */
export const labelIn = (item: { labelZh: string; labelEn: string }, language: string): string =>
  (language.startsWith('en') ? item.labelEn : item.labelZh) || item.labelEn || item.labelZh;

/** Plugin input arrives as JSON text: shown indented when it parses, as it is otherwise. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
