import { RobotVisibility } from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { AdminRobotFilter, AdminRobotRow } from './robot-rows.ts';
import type { RobotsRepository } from './robots.repository.ts';

const isHidden = (r: { hidden: number | boolean }): boolean =>
  r.hidden === true || Number(r.hidden) === 1;

const toAdminItem = (r: AdminRobotRow): AdminRobotItem => ({
  uuid: r.id,
  title: r.name,
  image: r.headportrait_url,
  owner: { uuid: r.owner_id, username: r.owner_username, nickname: r.owner_nickname },
  public: Number(r.visibility) === RobotVisibility.public,
  hidden: isHidden(r),
  featured: Number(r.featured) === 1,
  views: Number(r.view_count),
  favorites: Number(r.favorite_count),
  createdAt: r.created_at,
});

/** A robot as the admin's content list shows it. */
export interface AdminRobotItem {
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

/**
 * The robots service's admin part (robots.service.ts spreads it in): the content list, one robot, and
 * the moderation flags. The caller (the admin module's route) has checked the role.
 */
export function createRobotsAdmin(
  robots: Pick<RobotsRepository, 'adminList' | 'adminItem' | 'setFlags'>,
) {
  /** Admin: one robot as the content list shows it; 10404 when there is none. */
  async function adminItem(uuid: string): Promise<AdminRobotItem> {
    const row = await robots.adminItem(uuid);
    if (!row) throw new AppError('errors.robotNotFound');
    return toAdminItem(row);
  }

  return {
    adminItem,

    /** Admin: every robot, private and hidden ones too, newest first; `keyword` over name, intro, keywords. */
    async adminList(filter: AdminRobotFilter): Promise<{ list: AdminRobotItem[]; total: number }> {
      const page = await robots.adminList(filter);
      return { list: page.rows.map(toAdminItem), total: page.total };
    },

    /**
     * Admin (the caller checks the role): sets the flags given, keeps the others. Hiding takes the
     * robot out of the search index at once (other instances follow its `updated_at`), showing it
     * again puts it back. Answers the robot before and after.
     */
    async setFlags(
      uuid: string,
      flags: { hidden?: boolean | undefined; featured?: boolean | undefined },
    ): Promise<{ before: AdminRobotItem; after: AdminRobotItem }> {
      const before = await adminItem(uuid);
      await robots.setFlags(uuid, flags, nowIso());
      return { before, after: await adminItem(uuid) };
    },
  };
}
