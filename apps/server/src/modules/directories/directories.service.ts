import {
  FieldReason,
  type DirectoryKind,
  type directoryFavoriteBody,
  type directoryFavoriteResult,
  type directoryFlagsBody,
  type directorySearchQuery,
} from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { UserBrake } from '../../lib/user-brake.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { Viewer, ViewDedup } from '../../lib/view-dedup.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { CategoryLookup } from '../dict/dict.module.ts';
import {
  withDerived,
  type CardOf,
  type DirectoryKindSpec,
  type EditOf,
  type FieldsOf,
  type ItemOf,
} from './directory-kinds.ts';
import type {
  AdminDirectoryFilter,
  AdminDirectoryRow,
  DirectoryAccess,
  DirectoryCardRow,
  Page,
} from './directory-rows.ts';
import type { DirectoriesRepository, WriteRefusal } from './directories.repository.ts';
import type { DirectorySearch } from './search/directory-search.ts';

type Paging = { skip: number; limit: number };
type List<T> = { list: T[]; total: number };

/** Per-user limits on directory writes, over all three kinds (superusers are held to none). */
export interface DirectoryQuotas {
  /** new items per user per 24 hours */
  submitsPerDay: number;
  /** submits and edits per user per minute */
  savesPerMinute: number;
}

export interface DirectoryServiceDeps {
  items: DirectoriesRepository;
  categories: Pick<CategoryLookup, 'list'>;
  search: DirectorySearch;
  counters: CounterStore;
  quotas: DirectoryQuotas;
  views: ViewDedup;
  favoriteBrake: UserBrake;
}

const DAY_SECONDS = 24 * 3600;

/** An item as the admin's content list shows it (the same shape for every kind, and for robots). */
export interface AdminDirectoryItem {
  uuid: string;
  title: string;
  image: string;
  owner: { uuid: string; username: string; nickname: string };
  public: boolean;
  hidden: boolean;
  featured: boolean;
  views: number;
  favorites: number;
  createdAt: string;
}

const toAdminItem = (r: AdminDirectoryRow): AdminDirectoryItem => ({
  uuid: r.id,
  title: r.title,
  image: r.image,
  owner: { uuid: r.owner_id, username: r.owner_username, nickname: r.owner_nickname },
  public: true,
  hidden: Number(r.hidden) === 1,
  featured: Number(r.featured) === 1,
  views: Number(r.view_count),
  favorites: Number(r.favorite_count),
  createdAt: r.created_at,
});
const isSuper = (user: CurrentUser | null): boolean => user?.role === 'superuser';

/**
 * The rules of one directory kind; the three kinds run the same rules (directory-kinds.ts says what
 * differs). Who may do what:
 * - an item that does not exist (or is of another kind) answers 10404 with the kind's message;
 * - a hidden item is 10404 for everyone but its owner and superusers (whatever the call), and no list
 *   shows it but its owner's "mine" (and their own favourites);
 * - editing is for the owner and superusers; others get 10403 (10404 for a hidden item);
 * - flags (hidden, featured) are for superusers only (the route answers 10403 to others).
 *
 * Quotas (superusers exempt): `savesPerMinute` submits and edits, `submitsPerDay` new items, counted
 * per user over all kinds (10429 errors.tooManyRequests). A submit refused after it was counted
 * (unknown category, duplicate url) gives its daily count back.
 */
export function createDirectoryService<K extends DirectoryKind>(
  spec: DirectoryKindSpec<K>,
  deps: DirectoryServiceDeps,
) {
  const { items, categories, search, counters, quotas, views, favoriteBrake } = deps;
  const kind = spec.kind;
  const notFound = () => new AppError(spec.notFound);

  /** The item if the user may see it, else 10404. */
  async function visible(uuid: string, user: CurrentUser | null): Promise<DirectoryAccess> {
    const item = await items.findAccess(kind, uuid);
    if (!item) throw notFound();
    if (item.hidden && item.owner_id !== user?.id && !isSuper(user)) throw notFound();
    return item;
  }

  async function assertCategories(ids: number[]): Promise<void> {
    const known = new Set((await categories.list(kind)).map((c) => c.id));
    if (!ids.every((id) => known.has(id))) {
      throw AppError.invalidFields({ categories: FieldReason.invalidValue });
    }
  }

  const refusal = (refused: WriteRefusal) =>
    refused === 'duplicateUrl'
      ? new AppError('errors.aiToolExists')
      : new AppError('errors.saveFailed');

  async function countSave(user: CurrentUser): Promise<void> {
    if (isSuper(user)) return;
    const { count } = await counters.hit(`directories:save:${user.id}`, 60);
    if (count > quotas.savesPerMinute) throw new AppError('errors.tooManyRequests');
  }

  /** Takes one of the day's submits; answers how to give it back, or throws 10429. */
  async function takeSubmit(user: CurrentUser): Promise<() => Promise<void>> {
    if (isSuper(user)) return async () => undefined;
    const key = `directories:submit:${user.id}`;
    const { count } = await counters.hit(key, DAY_SECONDS);
    if (count > quotas.submitsPerDay) {
      await counters.undo(key);
      throw new AppError('errors.tooManyRequests');
    }
    return () => counters.undo(key);
  }

  const cardList = (page: Page<DirectoryCardRow>): List<CardOf<K>> => ({
    list: page.rows.map((r) => spec.card(r)),
    total: page.total,
  });

  /** Admin: one item as the content list shows it; 10404 when there is none of this kind. */
  async function adminItem(uuid: string): Promise<AdminDirectoryItem> {
    const row = await items.adminItem(kind, uuid);
    if (!row) throw notFound();
    return toAdminItem(row);
  }

  return {
    kind,
    adminItem,

    /** Admin: every item of the kind, hidden ones too, newest first. */
    async adminList(filter: AdminDirectoryFilter): Promise<List<AdminDirectoryItem>> {
      const page = await items.adminList(kind, filter);
      return { list: page.rows.map(toAdminItem), total: page.total };
    },

    /**
     * Admin (the caller checks the role): deletes the item, its categories and favourites, and takes
     * it out of the search unit. Answers what it was; 10404 when there is none of this kind.
     */
    async remove(uuid: string): Promise<AdminDirectoryItem> {
      const item = await adminItem(uuid);
      await items.delete(uuid);
      await search.changed(kind, uuid);
      return item;
    },

    async submit(fields: FieldsOf<K>, user: CurrentUser): Promise<{ uuid: string }> {
      await countSave(user);
      const giveBack = await takeSubmit(user);
      try {
        await assertCategories(fields.categories);
        const now = nowIso();
        const id = newId();
        const refused = await items.insert(
          {
            id,
            kind,
            owner_id: user.id,
            ...withDerived(spec.columns(fields)),
            hidden: 0,
            featured: 0,
            view_count: 0,
            favorite_count: 0,
            created_at: now,
            updated_at: now,
          },
          fields.categories,
        );
        if (refused) throw refusal(refused);
        await search.changed(kind, id);
        return { uuid: id };
      } catch (err) {
        await giveBack();
        throw err;
      }
    },

    /** Replaces the fields of an item; the owner and the counters stay. */
    async edit(body: EditOf<K>, user: CurrentUser): Promise<null> {
      const item = await visible(body.uuid, user);
      if (item.owner_id !== user.id && !isSuper(user)) throw new AppError('errors.forbidden');
      await countSave(user);
      await assertCategories(body.categories);
      const refused = await items.update(
        body.uuid,
        { ...withDerived(spec.columns(body)), updated_at: nowIso() },
        body.categories,
      );
      if (refused) throw refusal(refused);
      await search.changed(kind, body.uuid);
      return null;
    },

    async detail(uuid: string, viewer: CurrentUser | null): Promise<ItemOf<K>> {
      await visible(uuid, viewer);
      const row = await items.findFull(kind, uuid, viewer?.id ?? null);
      if (!row) throw notFound();
      return spec.item(row);
    },

    async search(
      query: z.output<typeof directorySearchQuery>,
      viewer: CurrentUser | null,
    ): Promise<List<CardOf<K>>> {
      const hits = await search.search({
        kind,
        keyword: query.keyword,
        category: query.category,
        sort: query.sort,
        skip: query.skip,
        limit: query.limit,
      });
      const rows = await items.cardsByIds(hits.ids, viewer?.id ?? null);
      return { list: rows.map((r) => spec.card(r)), total: hits.total };
    },

    /** Items by views (the search unit's `traffic` order, hidden ones never in it). */
    async hot(paging: Paging, viewer: CurrentUser | null): Promise<List<CardOf<K>>> {
      const hits = await search.search({ kind, sort: 'traffic', ...paging });
      const rows = await items.cardsByIds(hits.ids, viewer?.id ?? null);
      return { list: rows.map((r) => spec.card(r)), total: hits.total };
    },

    async featured(paging: Paging, viewer: CurrentUser | null): Promise<List<CardOf<K>>> {
      return cardList(await items.featured(kind, paging.skip, paging.limit, viewer?.id ?? null));
    },

    async mine(paging: Paging, user: CurrentUser): Promise<List<CardOf<K>>> {
      return cardList(await items.listByOwner(kind, user.id, paging.skip, paging.limit));
    },

    async favorites(paging: Paging, user: CurrentUser): Promise<List<CardOf<K>>> {
      return cardList(await items.listFavorites(kind, user.id, paging.skip, paging.limit));
    },

    async favorite(
      body: z.output<typeof directoryFavoriteBody>,
      user: CurrentUser,
    ): Promise<z.output<typeof directoryFavoriteResult>> {
      await visible(body.uuid, user);
      await favoriteBrake.take(user.id);
      const favoriteCount = await items.setFavorite(user.id, body.uuid, body.favorite, nowIso());
      await search.changed(kind, body.uuid);
      return { favorite: body.favorite, favoriteCount };
    },

    /** A visit (the visit-site button, a detail page): one view per viewer per window. */
    async watch(
      uuid: string,
      viewer: CurrentUser | null,
      from: Pick<Viewer, 'ip' | 'userAgent'>,
    ): Promise<{ viewCount: number }> {
      await visible(uuid, viewer);
      if (await views.firstView(uuid, { userId: viewer?.id ?? null, ...from })) {
        await items.addView(uuid);
        await search.changed(kind, uuid);
      }
      return { viewCount: await items.viewCount(uuid) };
    },

    /** Superusers only (the route says so): either flag may be left out to keep it. */
    async flags(
      body: z.output<typeof directoryFlagsBody>,
    ): Promise<{ hidden: boolean; featured: boolean }> {
      if (!(await items.findAccess(kind, body.uuid))) throw notFound();
      const flags = await items.setFlags(body.uuid, body, nowIso());
      await search.changed(kind, body.uuid);
      return flags;
    },
  };
}

export type DirectoryService<K extends DirectoryKind> = ReturnType<
  typeof createDirectoryService<K>
>;
