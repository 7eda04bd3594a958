import {
  FieldReason,
  ROBOT_DEFAULTS,
  RobotType,
  RobotVisibility,
  type promptUpdateBody,
  type RobotCard,
  type RobotDetail,
  type robotFavoriteBody,
  type RobotFavoriteResult,
  type robotFormBody,
  type robotMineQuery,
  type robotSearchQuery,
} from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { UserBrake } from '../../lib/user-brake.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import { chunkKnowledge } from './knowledge-chunks.ts';
import { searchTerms } from '../../lib/search/search-terms.ts';
import { searchTextOf, toOwnerView, toRobotCard } from './robot-view.ts';
import {
  charCount,
  type OwnerQuota,
  type QuotaRefusal,
  type RobotFields,
  type RobotRow,
} from './robot-rows.ts';
import type { RobotsRepository } from './robots.repository.ts';
import type { KnowledgeIndexStore } from './knowledge-index-store.ts';
import type { PassageIndex } from '../../lib/passages/passage-index.ts';
import type { ViewDedup, Viewer } from '../../lib/view-dedup.ts';
import { createRobotsAdmin } from './robots-admin.ts';

type FormBody = z.output<typeof robotFormBody>;
type Paging = { skip: number; limit: number };

/** Whether a robot category exists (the dict module answers it). */
export interface CategoryCheck {
  exists(kind: 'robot', id: number): Promise<boolean>;
}

export interface RobotList {
  list: RobotCard[];
  total: number;
}

/** Per-user limits on robots (superusers are held to none of them). */
export interface RobotQuotas extends OwnerQuota {
  /** robot saves, create or edit, per minute */
  savesPerMinute: number;
}

/** What the chat needs of a robot it may talk as. */
export interface RobotForChat {
  id: string;
  ownerId: string;
  name: string;
  prompt: string;
  type: number;
  guideWords: string;
  /** the stored knowledge passages, in order (empty unless type 2) */
  chunks: string[];
  /** their BM25 index (null unless type 2) */
  knowledge: PassageIndex | null;
}

interface Access {
  owner_id: string;
  visibility: number;
  /** set by a superuser (0/1, or a boolean from some drivers) */
  hidden: number | boolean;
}

/** Who is looking: their id and role, or null for a visitor. */
export type RobotViewer = Pick<CurrentUser, 'id' | 'role'> | null;

const isHidden = (robot: { hidden: number | boolean }): boolean =>
  robot.hidden === true || Number(robot.hidden) === 1;

/** The owner always; others a public robot, unless a superuser hid it (superusers still see it). */
const isVisibleTo = (robot: Access, viewer: RobotViewer): boolean =>
  robot.owner_id === viewer?.id ||
  (robot.visibility === RobotVisibility.public &&
    (!isHidden(robot) || viewer?.role === 'superuser'));

/**
 * Who may do what with a robot. One rule for every call, decided here and nowhere else:
 * - a robot that does not exist, and another user's PRIVATE robot, answer 10404 errors.robotNotFound
 *   (whatever the call: reading, favouriting, editing, prompt, delete), so nobody learns it exists;
 * - a robot a superuser HID is 10404 the same way for everyone but its owner and superusers (detail,
 *   chat, favourite...), and no list shows it (search, hot, others' favourites) but its owner's own;
 * - another user's PUBLIC robot may be read and favourited, but editing it, or reading or changing its
 *   prompt, answers 10403 errors.forbidden and changes nothing;
 * - delete is for the owner; a superuser may delete any robot (private ones too); others get 10403
 *   (10404 for a private one);
 * - prompt and knowledge base are answered to the owner only (a superuser is not an owner).
 *
 * Quotas (superusers exempt): robot saves per minute (10429 errors.tooManyRequests), robots per user
 * (errors.robotQuotaExceeded) and knowledge characters over all of a user's robots
 * (errors.knowledgeQuotaExceeded), both 10429 and counted inside the write's transaction.
 */
export function createRobotsService(deps: {
  robots: RobotsRepository;
  categories: CategoryCheck;
  counters: CounterStore;
  quotas: RobotQuotas;
  views: ViewDedup;
  knowledge: KnowledgeIndexStore;
  favoriteBrake: UserBrake;
}) {
  const { robots, categories, counters, quotas, views, knowledge, favoriteBrake } = deps;
  const notFound = () => new AppError('errors.robotNotFound');
  const forbidden = () => new AppError('errors.forbidden');

  /** The robot if the user may see it, else 10404. */
  async function visible(uuid: string, viewer: RobotViewer) {
    const robot = await robots.findAccess(uuid);
    if (!robot || !isVisibleTo(robot, viewer)) throw notFound();
    return robot;
  }

  /** The robot if the user owns it; 10404 if they may not see it, 10403 if they only may see it. */
  async function owned(uuid: string, user: CurrentUser) {
    const robot = await visible(uuid, user);
    if (robot.owner_id !== user.id) throw forbidden();
    return robot;
  }

  async function assertCategory(id: number | undefined): Promise<void> {
    if (id !== undefined && !(await categories.exists('robot', id))) {
      throw AppError.invalidFields({ robotCatagory: FieldReason.invalidValue });
    }
  }

  const list = (page: { rows: Parameters<typeof toRobotCard>[0][]; total: number }) => ({
    list: page.rows.map(toRobotCard),
    total: page.total,
  });

  const quotaFor = (user: CurrentUser): OwnerQuota | null =>
    user.role === 'superuser' ? null : quotas;

  const quotaError = (refusal: QuotaRefusal) =>
    new AppError(
      refusal === 'robots' ? 'errors.robotQuotaExceeded' : 'errors.knowledgeQuotaExceeded',
    );

  /** 10429 when the user saved robots too often in the last minute. */
  async function countSave(user: CurrentUser): Promise<void> {
    if (user.role === 'superuser') return;
    const { count } = await counters.hit(`robots:save:${user.id}`, 60);
    if (count > quotas.savesPerMinute) throw new AppError('errors.tooManyRequests');
  }

  /** Knowledge passages follow the text: only knowledge robots have them. */
  const chunksFor = (type: number, knowledge: string): string[] =>
    type === RobotType.knowledge ? chunkKnowledge(knowledge) : [];

  async function create(body: FormBody, user: CurrentUser): Promise<string> {
    const now = nowIso();
    const row: RobotRow = {
      id: newId(),
      owner_id: user.id,
      headportrait_url: body.headportraitUrl,
      name: body.robotName,
      intro: body.robotIntro,
      guide_words: body.robotGuideWords ?? '',
      category_id: body.robotCatagory ?? ROBOT_DEFAULTS.robotCatagory,
      visibility: body.robotVisibility ?? ROBOT_DEFAULTS.robotVisibility,
      type: body.type ?? ROBOT_DEFAULTS.type,
      keywords: body.keywords,
      prompt: body.prompt ?? '',
      knowledge_base: body.knowledgeBase ?? '',
      search_text: searchTextOf({
        name: body.robotName,
        intro: body.robotIntro,
        keywords: body.keywords,
      }),
      view_count: 0,
      chat_count: 0,
      favorite_count: 0,
      hidden: 0,
      featured: 0,
      created_at: now,
      updated_at: now,
    };
    await assertCategory(row.category_id);
    const refused = await robots.insert(
      row,
      chunksFor(row.type, row.knowledge_base),
      quotaFor(user),
    );
    if (refused) throw quotaError(refused);
    return row.id;
  }

  /** An edit: required fields are replaced, optional ones left out keep their stored value. */
  async function update(uuid: string, body: FormBody, user: CurrentUser): Promise<void> {
    const current = await robots.findForEdit(uuid);
    if (!current || !isVisibleTo(current, user)) throw notFound();
    if (current.owner_id !== user.id) throw forbidden();
    await assertCategory(body.robotCatagory);
    const fields: RobotFields = {
      headportrait_url: body.headportraitUrl,
      name: body.robotName,
      intro: body.robotIntro,
      guide_words: body.robotGuideWords ?? current.guide_words,
      category_id: body.robotCatagory ?? current.category_id,
      visibility: body.robotVisibility ?? current.visibility,
      type: body.type ?? current.type,
      keywords: body.keywords,
      prompt: body.prompt ?? current.prompt,
      knowledge_base: body.knowledgeBase ?? current.knowledge_base,
      search_text: searchTextOf({
        name: body.robotName,
        intro: body.robotIntro,
        keywords: body.keywords,
      }),
      updated_at: nowIso(),
    };
    const knowledgeChanged =
      fields.knowledge_base !== current.knowledge_base || fields.type !== current.type;
    const quota = quotaFor(user);
    const refused = await robots.update(
      uuid,
      fields,
      knowledgeChanged ? chunksFor(fields.type, fields.knowledge_base) : null,
      quota && {
        ...quota,
        ownerId: user.id,
        currentChars: charCount(current.knowledge_base),
      },
    );
    if (refused) throw quotaError(refused);
  }

  return {
    ...createRobotsAdmin(robots),

    /** Creates (no uuid) or edits (uuid) a robot; `created` tells which, for the 201/200 answer. */
    async save(body: FormBody, user: CurrentUser): Promise<{ uuid: string; created: boolean }> {
      await countSave(user);
      if (!body.uuid) return { uuid: await create(body, user), created: true };
      await update(body.uuid, body, user);
      return { uuid: body.uuid, created: false };
    },

    async get(uuid: string, viewer: CurrentUser | null): Promise<RobotDetail> {
      const viewerId = viewer?.id ?? null;
      const row = await robots.findFull(uuid, viewerId);
      if (!row || !isVisibleTo(row, viewer)) throw notFound();
      return row.owner_id === viewerId ? toOwnerView(row) : toRobotCard(row);
    },

    /** The public card; it counts one view per viewer per window (view-dedup.ts). */
    async detailSimple(
      uuid: string,
      viewer: CurrentUser | null,
      from: Pick<Viewer, 'ip' | 'userAgent'>,
    ): Promise<RobotCard> {
      const viewerId = viewer?.id ?? null;
      await visible(uuid, viewer);
      if (await views.firstView(uuid, { userId: viewerId, ...from })) await robots.addView(uuid);
      const row = await robots.findCard(uuid, viewerId);
      if (!row) throw notFound(); // deleted in between
      return toRobotCard(row);
    },

    async promptGet(uuid: string, user: CurrentUser): Promise<{ prompt: string }> {
      const robot = await owned(uuid, user);
      return { prompt: robot.prompt };
    },

    async promptUpdate(body: z.output<typeof promptUpdateBody>, user: CurrentUser): Promise<null> {
      await owned(body.uuid, user);
      await robots.updatePrompt(body.uuid, body.prompt, nowIso());
      return null;
    },

    async delete(uuid: string, user: CurrentUser): Promise<null> {
      const robot = await robots.findAccess(uuid);
      if (!robot) throw notFound();
      if (user.role !== 'superuser') {
        if (!isVisibleTo(robot, user)) throw notFound();
        if (robot.owner_id !== user.id) throw forbidden();
      }
      await robots.delete(uuid);
      return null;
    },

    async search(
      query: z.output<typeof robotSearchQuery>,
      viewer: CurrentUser | null,
    ): Promise<RobotList> {
      return list(
        await robots.searchPublic({
          terms: searchTerms(query.keyword),
          category: query.category,
          sort: query.sort,
          skip: query.skip,
          limit: query.limit,
          viewerId: viewer?.id ?? null,
        }),
      );
    },

    /** Public robots by traffic. */
    async hot(paging: Paging, viewer: CurrentUser | null): Promise<RobotList> {
      return list(
        await robots.searchPublic({
          terms: [],
          sort: 'traffic',
          ...paging,
          viewerId: viewer?.id ?? null,
        }),
      );
    },

    /** The caller's own robots, private ones included; asking for somebody else's is 10403. */
    async mine(query: z.output<typeof robotMineQuery>, user: CurrentUser): Promise<RobotList> {
      if (query.ownerUUID !== user.id) throw forbidden();
      return list(await robots.listByOwner(user.id, query.skip, query.limit));
    },

    async favorite(
      body: z.output<typeof robotFavoriteBody>,
      user: CurrentUser,
    ): Promise<RobotFavoriteResult> {
      await visible(body.uuid, user);
      await favoriteBrake.take(user.id);
      const favoriteCount = await robots.setFavorite(user.id, body.uuid, body.favorite, nowIso());
      return { favorite: body.favorite, favoriteCount };
    },

    async favorites(paging: Paging, user: CurrentUser): Promise<RobotList> {
      return list(await robots.listFavorites(user.id, paging.skip, paging.limit));
    },

    /**
     * For the chat: the robot the user may talk to (public, or their own), with its prompt and
     * knowledge passages. Not an HTTP call: the prompt stays on the server. A hidden robot answers
     * 10404 but to its owner and superusers (`role`).
     */
    async forChat(
      uuid: string,
      userId: string | null,
      role: CurrentUser['role'] = 'user',
    ): Promise<RobotForChat> {
      const row = await robots.findForChat(uuid);
      if (!row || !isVisibleTo(row, userId ? { id: userId, role } : null)) throw notFound();
      const index =
        row.type === RobotType.knowledge
          ? await knowledge.forRobot(
              row.id,
              row.stamp === null ? null : { stamp: row.stamp, format: Number(row.format) },
            )
          : null;
      return {
        id: row.id,
        ownerId: row.owner_id,
        name: row.name,
        prompt: row.prompt,
        type: row.type,
        guideWords: row.guide_words,
        chunks: index?.passages ?? [],
        knowledge: index,
      };
    },

    /**
     * A conversation with the robot was started: the chat counted it in its turn's transaction
     * (chat.repository.ts `countChatOf`); the square's traffic order takes the new count.
     */
    async chatCounted(uuid: string): Promise<void> {
      await robots.refreshCounts(uuid);
    },
  };
}

export type RobotsService = ReturnType<typeof createRobotsService>;
