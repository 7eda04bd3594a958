import type {
  AdminContentItem,
  adminContentDelete,
  adminContentQuery,
  adminContentUpdate,
  ContentKind,
} from '@robot/contracts';
import type { z } from 'zod';
import type { Caller } from '../../lib/router.ts';
import type { CurrentUser } from '../../lib/caller.ts';
import type { AuditLog } from './audit-log.ts';

/** One item as the robots and directories services answer it to the admin (the kind is added here). */
export type ContentItem = Omit<AdminContentItem, 'kind'>;

type Flags = { hidden?: boolean | undefined; featured?: boolean | undefined };
type ListFilter = {
  keyword?: string | undefined;
  hidden?: boolean | undefined;
  skip: number;
  limit: number;
};

/** What the admin needs of the robots service. */
export interface RobotsForAdmin {
  adminList(f: ListFilter): Promise<{ list: ContentItem[]; total: number }>;
  adminItem(uuid: string): Promise<ContentItem>;
  setFlags(uuid: string, flags: Flags): Promise<{ before: ContentItem; after: ContentItem }>;
  /** the owner's delete, as a superuser may call it on any robot */
  delete(uuid: string, user: CurrentUser): Promise<null>;
}

/** What the admin needs of one directory kind's service. */
export interface DirectoryForAdmin {
  adminList(f: ListFilter): Promise<{ list: ContentItem[]; total: number }>;
  adminItem(uuid: string): Promise<ContentItem>;
  flags(body: { uuid: string } & Flags): Promise<{ hidden: boolean; featured: boolean }>;
  remove(uuid: string): Promise<ContentItem>;
}

const flagsOf = (i: ContentItem) => ({ hidden: i.hidden, featured: i.featured });

/**
 * The admin's content: robots, AI tools, articles and industry applications in one list per kind;
 * hide or feature one, or delete it. The rules are the owning module's (a hidden robot or item is
 * 10404 to everyone but its owner and superusers, and out of every list and search); this only
 * calls them and audits. A missing item answers the kind's 10404.
 */
export function createAdminContentService(deps: {
  robots: RobotsForAdmin;
  directories: Record<Exclude<ContentKind, 'robot'>, DirectoryForAdmin>;
  audit: AuditLog;
}) {
  const { robots, directories, audit } = deps;
  const withKind = (kind: ContentKind, i: ContentItem): AdminContentItem => ({ kind, ...i });

  return {
    async list(
      query: z.output<typeof adminContentQuery>,
    ): Promise<{ list: AdminContentItem[]; total: number }> {
      const filter: ListFilter = {
        keyword: query.keyword,
        hidden: query.hidden,
        skip: query.skip,
        limit: query.limit,
      };
      const page =
        query.kind === 'robot'
          ? await robots.adminList(filter)
          : await directories[query.kind].adminList(filter);
      return { list: page.list.map((i) => withKind(query.kind, i)), total: page.total };
    },

    async update(
      body: z.output<typeof adminContentUpdate>,
      caller: Caller,
    ): Promise<AdminContentItem> {
      const flags: Flags = { hidden: body.hidden, featured: body.featured };
      let before: ContentItem;
      let after: ContentItem;
      if (body.kind === 'robot') {
        ({ before, after } = await robots.setFlags(body.uuid, flags));
      } else {
        const service = directories[body.kind];
        before = await service.adminItem(body.uuid);
        await service.flags({ uuid: body.uuid, ...flags });
        after = await service.adminItem(body.uuid);
      }
      await audit.record(caller, {
        action: 'content.update',
        targetKind: body.kind,
        targetId: body.uuid,
        before: flagsOf(before),
        after: flagsOf(after),
      });
      return withKind(body.kind, after);
    },

    async delete(body: z.output<typeof adminContentDelete>, caller: Caller): Promise<null> {
      let gone: ContentItem;
      if (body.kind === 'robot') {
        gone = await robots.adminItem(body.uuid);
        await robots.delete(body.uuid, caller.user!);
      } else {
        gone = await directories[body.kind].remove(body.uuid);
      }
      await audit.record(caller, {
        action: 'content.delete',
        targetKind: body.kind,
        targetId: body.uuid,
        before: { title: gone.title, owner: gone.owner.uuid, ...flagsOf(gone) },
        after: null,
      });
      return null;
    },
  };
}

export type AdminContentService = ReturnType<typeof createAdminContentService>;
