/**
 * TanStack Query keys of every robot query, in one place so a change anywhere (save, delete,
 * favourite) can invalidate exactly the lists it affects.
 */
export const robotKeys = {
  all: ['robots'] as const,
  lists: () => [...robotKeys.all, 'list'] as const,
  search: (params: Record<string, unknown>) => [...robotKeys.lists(), 'search', params] as const,
  hot: (params: Record<string, unknown>) => [...robotKeys.lists(), 'hot', params] as const,
  mine: (ownerUUID: string) => [...robotKeys.lists(), 'mine', ownerUUID] as const,
  favorites: () => [...robotKeys.lists(), 'favorites'] as const,
  detail: (uuid: string) => [...robotKeys.all, 'detail', uuid] as const,
  simple: (uuid: string) => [...robotKeys.all, 'simple', uuid] as const,
  prompt: (uuid: string) => [...robotKeys.all, 'prompt', uuid] as const,
};
