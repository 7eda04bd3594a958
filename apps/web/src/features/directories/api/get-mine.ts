import type { DirectoryKind } from '@robot/contracts';
import { useMyPagesQuery } from './my-lists.ts';
import { directoryKeys } from './query-keys.ts';

/** The items the user submitted (hidden ones included, with their flag), newest first, by pages. */
export const useMineQuery = (kind: DirectoryKind, enabled = true) =>
  useMyPagesQuery(kind, 'mine', directoryKeys.mine(kind), enabled);
