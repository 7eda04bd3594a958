import type { Selectable } from 'kysely';
import type { DirectoryItemsTable } from '../../db/schema.ts';

// The shapes directories.repository.ts reads and writes.

export type DirectoryRow = Selectable<DirectoryItemsTable>;

/** An item as lists need it: no markdown body and no search text. */
export type DirectoryCardRow = Omit<DirectoryRow, 'body' | 'search_text'> & {
  owner_nickname: string;
  is_favorite: boolean;
  /** category ids in the order the author gave them */
  categories: number[];
};

/** The whole item, with its owner's nickname, the viewer's favourite and its categories. */
export type DirectoryFullRow = DirectoryCardRow & Pick<DirectoryRow, 'body'>;

/** What a submit or an edit writes (the kind's fields, mapped onto the shared columns). */
export type DirectoryColumns = Pick<
  DirectoryRow,
  'title' | 'intro' | 'image' | 'url' | 'url_key' | 'body' | 'excerpt' | 'search_text'
>;

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface DirectoryFlagsRow {
  hidden: boolean;
  featured: boolean;
}

/** An item as the admin's content list reads it. */
export type AdminDirectoryRow = Pick<
  DirectoryRow,
  | 'id'
  | 'owner_id'
  | 'title'
  | 'image'
  | 'hidden'
  | 'featured'
  | 'view_count'
  | 'favorite_count'
  | 'created_at'
> & { owner_username: string; owner_nickname: string };

export interface AdminDirectoryFilter {
  keyword?: string | undefined;
  /** true: only hidden ones; false: only shown ones */
  hidden?: boolean | undefined;
  skip: number;
  limit: number;
}

/** What authorisation needs: whose it is and whether it is hidden. */
export type DirectoryAccess = Pick<DirectoryRow, 'id' | 'kind' | 'owner_id'> & { hidden: boolean };

/** The fields every kind answers besides its own (contract `itemCommon`). */
export function commonOf(row: DirectoryCardRow) {
  return {
    uuid: row.id,
    ownerUUID: row.owner_id,
    ownerNickname: row.owner_nickname,
    categories: row.categories,
    viewCount: Number(row.view_count),
    favoriteCount: Number(row.favorite_count),
    isFavorite: row.is_favorite,
    hidden: Boolean(Number(row.hidden)),
    featured: Boolean(Number(row.featured)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
