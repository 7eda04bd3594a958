/** Times are stored and answered as ISO 8601 UTC strings. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (seconds: number, from = Date.now()): string =>
  new Date(from + seconds * 1000).toISOString();
