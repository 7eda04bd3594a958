import type { DirectoryKind } from '@robot/contracts';
import { useMyPagesQuery } from './my-lists.ts';
import { directoryKeys } from './query-keys.ts';

/** The items the user added to their favourites, by pages. */
export const useFavoritesQuery = (kind: DirectoryKind, enabled = true) =>
  useMyPagesQuery(kind, 'favorites', directoryKeys.favorites(kind), enabled);
