/** The admin area's query keys: a change invalidates by prefix (every users page, one user...). */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  users: () => ['admin', 'users'] as const,
  usersPage: (q: { keyword: string; skip: number; limit: number }) =>
    ['admin', 'users', 'page', q] as const,
  user: (uuid: string) => ['admin', 'user', uuid] as const,
  conversations: () => ['admin', 'conversations'] as const,
  conversationsPage: (q: { keyword: string; userUUID: string; skip: number; limit: number }) =>
    ['admin', 'conversations', 'page', q] as const,
  conversation: (id: string) => ['admin', 'conversation', id] as const,
  config: () => ['admin', 'config'] as const,
  models: () => ['admin', 'models'] as const,
};
