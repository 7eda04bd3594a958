import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RobotType, RobotVisibility } from '@robot/contracts';
import { newId } from '../../../lib/ids.ts';
import { contentTypeOfKey, type Storage } from '../../../lib/storage/index.ts';
import { DEMO_ACCOUNT } from '../../users/demo-account.ts';
import { chunkKnowledge } from '../knowledge-chunks.ts';
import { searchTextOf } from '../robot-view.ts';
import type { RobotRow } from '../robot-rows.ts';
import type { RobotsRepository } from '../robots.repository.ts';
import { DEMO_ROBOTS, type DemoRobot } from './demo-robots.ts';

export const DEMO_PORTRAITS_DIR = path.join(import.meta.dirname, 'portraits');

const HOUR_MS = 3_600_000;

/** The row a user's save would store, plus the seeded counters and an earlier creation time. */
function rowOf(robot: DemoRobot, ownerId: string, headportraitUrl: string, now: number): RobotRow {
  const createdAt = new Date(now - robot.ageHours * HOUR_MS).toISOString();
  return {
    id: newId(),
    owner_id: ownerId,
    headportrait_url: headportraitUrl,
    name: robot.name,
    intro: robot.intro,
    hidden: 0,
    featured: 0,
    guide_words: robot.guideWords,
    category_id: robot.category,
    visibility: RobotVisibility.public,
    type: robot.type,
    keywords: robot.keywords,
    prompt: robot.prompt,
    knowledge_base: robot.knowledgeBase ?? '',
    search_text: searchTextOf({ name: robot.name, intro: robot.intro, keywords: robot.keywords }),
    view_count: robot.views,
    chat_count: robot.chats,
    favorite_count: robot.favorites,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * Fills an empty square on the first start (SEED_DEMO): the demo account's public robots, their
 * portraits copied into storage like uploads, knowledge robots cut into passages as a save does.
 * Does nothing when the demo account is missing or already owns robots, so later starts (and robots
 * the demo user deleted or edited) are left alone. Answers how many robots it created.
 */
export async function seedDemoRobots(deps: {
  robots: RobotsRepository;
  /** the users module's lookup: who the demo account is */
  accounts: { idOfUsername(username: string): Promise<string | undefined> };
  storage: Storage;
  log?: { info(obj: unknown, msg: string): void };
}): Promise<number> {
  const demoId = await deps.accounts.idOfUsername(DEMO_ACCOUNT.username);
  if (!demoId) return 0;
  const owned = await deps.robots.listByOwner(demoId, 0, 1);
  if (owned.total > 0) return 0;

  const now = Date.now();
  for (const robot of DEMO_ROBOTS) {
    const data = await readFile(path.join(DEMO_PORTRAITS_DIR, robot.portrait));
    await deps.storage.put(robot.portrait, data, contentTypeOfKey['svg']!);
    const row = rowOf(robot, demoId, deps.storage.publicUrl(robot.portrait), now);
    const chunks = row.type === RobotType.knowledge ? chunkKnowledge(row.knowledge_base) : [];
    await deps.robots.insert(row, chunks);
  }
  deps.log?.info({ robots: DEMO_ROBOTS.length }, 'demo robots created');
  return DEMO_ROBOTS.length;
}
