import { Limits, RobotType, RobotVisibility } from '@robot/contracts';
import { retrievePassages } from '../ai/retrieval.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { RobotsService } from '../robots/robots.service.ts';
import type { OwnKnowledge, PublicRobotSearch } from './builtin-plugins.ts';

/** The square's search, as a visitor sees it: public robots only. */
export const publicRobotSearch = (robots: Pick<RobotsService, 'search'>): PublicRobotSearch => ({
  async search(keyword, limit) {
    const page = await robots.search(
      { keyword: keyword || undefined, skip: 0, limit, sort: 'favorites' },
      null,
    );
    return page.list
      .filter((r) => r.robotVisibility === RobotVisibility.public)
      .map((r) => ({ uuid: r.uuid, name: r.robotName, intro: r.robotIntro }));
  },
});

/**
 * The caller's own knowledge robots, searched together (one BM25 over all their passages, so that
 * the best passages win whichever robot holds them). Every robot is read through the robots
 * service's own rules and checked to be the caller's: another user's robot, even a public one, is
 * never searched.
 */
export const ownKnowledge = (robots: Pick<RobotsService, 'mine' | 'forChat'>): OwnKnowledge => ({
  async passages(user: CurrentUser, question, limit) {
    const mine = await robots.mine(
      { ownerUUID: user.id, skip: 0, limit: Limits.list.mineMaxLimit },
      user,
    );
    const whereFrom = new Map<string, string>();
    const chunks: string[] = [];
    for (const card of mine.list) {
      if (card.type !== RobotType.knowledge || card.ownerUUID !== user.id) continue;
      const robot = await robots.forChat(card.uuid, user.id);
      if (robot.ownerId !== user.id) continue;
      for (const chunk of robot.chunks) {
        if (!whereFrom.has(chunk)) whereFrom.set(chunk, robot.name);
        chunks.push(chunk);
      }
    }
    return retrievePassages(chunks, question, limit).map((passage) => ({
      robotName: whereFrom.get(passage) ?? '',
      passage,
    }));
  },
});
