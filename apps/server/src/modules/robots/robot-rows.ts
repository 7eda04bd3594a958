import type { RobotSort } from '@robot/contracts';
import type { Selectable } from 'kysely';
import type { RobotsTable } from '../../db/schema.ts';

// The shapes robots.repository.ts reads and writes, and the quotas its writes are held to.

export type RobotRow = Selectable<RobotsTable>;

/** A robot as lists need it: no prompt, knowledge base or search text (a list never carries them). */
export type RobotCardRow = Omit<RobotRow, 'prompt' | 'knowledge_base' | 'search_text'> & {
  owner_nickname: string;
  is_favorite: boolean;
};

/** The whole row, with the owner's nickname and the viewer's favourite. */
export type RobotFullRow = RobotRow & { owner_nickname: string; is_favorite: boolean };

/** A robot as the admin's content list reads it. */
export type AdminRobotRow = Pick<
  RobotRow,
  | 'id'
  | 'owner_id'
  | 'name'
  | 'headportrait_url'
  | 'visibility'
  | 'hidden'
  | 'featured'
  | 'view_count'
  | 'favorite_count'
  | 'created_at'
> & { owner_username: string; owner_nickname: string };

/** What the admin's content list filters on. */
export interface AdminRobotFilter {
  keyword?: string | undefined;
  /** true: only hidden ones; false: only shown ones */
  hidden?: boolean | undefined;
  skip: number;
  limit: number;
}

export type RobotFields = Omit<
  RobotRow,
  | 'id'
  | 'owner_id'
  | 'view_count'
  | 'chat_count'
  | 'favorite_count'
  | 'created_at'
  | 'hidden'
  | 'featured'
>;

export interface SearchFilter {
  /** lowercased terms; a robot matches when its search text contains every one */
  terms: string[];
  category?: number | undefined;
  sort: RobotSort;
  skip: number;
  limit: number;
  viewerId: string | null;
}

/** What one user's robots may take up together (robots.service.ts decides who is held to it). */
export interface OwnerQuota {
  maxRobots: number;
  /** characters (code points) of knowledge over all the user's robots */
  maxKnowledgeChars: number;
}

/** Which quota a write would have broken; nothing was written. */
export type QuotaRefusal = 'robots' | 'knowledge';

/** Characters as the databases' length() counts them (code points, not UTF-16 units). */
export const charCount = (text: string): number => {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
};

export interface Page<T> {
  rows: T[];
  total: number;
}
