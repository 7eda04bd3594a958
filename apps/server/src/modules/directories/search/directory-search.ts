import type { DirectoryKind, RobotSort } from '@robot/contracts';

/** A directory search as the routes ask it (the contract's query, already validated). */
export interface DirectorySearchQuery {
  kind: DirectoryKind;
  /** as typed; the search unit normalises it and splits it into words */
  keyword?: string | undefined;
  category?: number | undefined;
  /** `traffic` sorts by views */
  sort: RobotSort;
  skip: number;
  limit: number;
}

export interface DirectorySearchHits {
  /** the page's item ids, in order; the caller reads the rows */
  ids: string[];
  total: number;
}

/**
 * The port between the directory module and its search unit. Only items that are not hidden are
 * ever found. The unit reads `directory_items` and `directory_item_categories` itself (at start and
 * when told or polled), so the module only reports which item changed.
 */
export interface DirectorySearch {
  search(query: DirectorySearchQuery): Promise<DirectorySearchHits>;
  /** An item was written on this instance (submit, edit, flags, favourite or view counts). */
  changed(kind: DirectoryKind, id: string): Promise<void>;
  /** Stops polling (shutdown). */
  close(): Promise<void>;
}
