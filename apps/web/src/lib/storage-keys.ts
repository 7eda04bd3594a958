/** Every localStorage key the web app uses (product spec section 9), in one place. */
export const StorageKeys = {
  token: 'rs.token',
  theme: 'rs.theme',
  language: 'rs.language',
  preference: 'rs.preference',
  robotCategories: 'rs.robotCategories',
  /** + `.<user uuid>.<new | article uuid>`: an article being written, until it is submitted */
  articleDraft: 'rs.articleDraft',
  /** + `.<user uuid>`: the model last picked in the chat */
  chatModel: 'rs.chatModel',
  /** the `updatedAt` of the announcement the visitor closed */
  announcementDismissed: 'rs.announcementDismissed',
} as const;
