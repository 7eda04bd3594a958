/**
 * The one normalisation every search applies to stored text and to queries alike (robots, the
 * directories): NFKC folds full-width letters and digits to ASCII; lowercasing makes English
 * case-insensitive.
 */
export const normalizeForSearch = (s: string): string => s.normalize('NFKC').toLowerCase();
