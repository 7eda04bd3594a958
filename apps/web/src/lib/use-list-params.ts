import type { RobotSort } from '@robot/contracts';
import { ROBOT_SORTS } from '@robot/contracts/client';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What a searchable list (the robot square, the directories) keeps in its URL. */
export interface ListParams {
  keyword: string;
  category: number | null;
  sort: RobotSort;
}

export const DEFAULT_SORT: RobotSort = 'favorites';

const parseCategory = (raw: string | null): number | null => {
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * A list's keyword, category and sort live in the URL (`?keyword=&category=&sort=`), so reload,
 * back and shared links keep them. Changes replace the entry: typing must not fill the history.
 */
export function useListParams(): [ListParams, (next: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const category = parseCategory(search.get('category'));
  const rawSort = search.get('sort');
  const sort = ROBOT_SORTS.find((s) => s === rawSort) ?? DEFAULT_SORT;

  const params = useMemo(
    () => ({ keyword: keyword.trim(), category, sort }),
    [keyword, category, sort],
  );

  const update = useCallback(
    (next: Partial<ListParams>) => {
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          const set = (key: string, value: string | null) => {
            if (value) out.set(key, value);
            else out.delete(key);
          };
          if (next.keyword !== undefined) set('keyword', next.keyword.trim());
          if (next.category !== undefined)
            set('category', next.category ? String(next.category) : null);
          if (next.sort !== undefined) set('sort', next.sort === DEFAULT_SORT ? null : next.sort);
          return out;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return [params, update];
}
