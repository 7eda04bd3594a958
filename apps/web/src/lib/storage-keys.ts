/** Every localStorage key the web app uses (product spec section 9), in one place. */
export const StorageKeys = {
  token: 'rs.token',
  theme: 'rs.theme',
  language: 'rs.language',
  preference: 'rs.preference',
  robotCategories: 'rs.robotCategories',
  /** + `.<user uuid>.<new | article uuid>`: an article being written, until it is submitted */
  articleDraft: 'rs.articleDraft',
} as const;
