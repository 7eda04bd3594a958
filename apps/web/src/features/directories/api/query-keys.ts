import type { DirectoryKind } from '@robot/contracts';

/**
 * TanStack Query keys of every directory query. Everything of a kind sits under `[directory, kind]`,
 * its lists under `[directory, kind, list]`, so a save or a favourite can invalidate what it affects.
 */
export const directoryKeys = {
  all: ['directory'] as const,
  kind: (kind: DirectoryKind) => [...directoryKeys.all, kind] as const,
  lists: (kind: DirectoryKind) => [...directoryKeys.kind(kind), 'list'] as const,
  search: (kind: DirectoryKind, params: Record<string, unknown>) =>
    [...directoryKeys.lists(kind), 'search', params] as const,
  hot: (kind: DirectoryKind, params: Record<string, unknown>) =>
    [...directoryKeys.lists(kind), 'hot', params] as const,
  featured: (kind: DirectoryKind, params: Record<string, unknown>) =>
    [...directoryKeys.lists(kind), 'featured', params] as const,
  mine: (kind: DirectoryKind) => [...directoryKeys.lists(kind), 'mine'] as const,
  favorites: (kind: DirectoryKind) => [...directoryKeys.lists(kind), 'favorites'] as const,
  detail: (kind: DirectoryKind, uuid: string) =>
    [...directoryKeys.kind(kind), 'detail', uuid] as const,
  categories: (kind: DirectoryKind) => [...directoryKeys.kind(kind), 'categories'] as const,
};
