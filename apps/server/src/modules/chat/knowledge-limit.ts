import { RobotType } from '@robot/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CounterStore } from '../../lib/counters.ts';
import type { RobotForChat } from '../robots/robots.service.ts';

export interface KnowledgeLimitSettings {
  /** questions one asker may put to one knowledge robot per window */
  max: number;
  windowSeconds: number;
}

/**
 * Questions to a knowledge robot, counted per asker and robot in the shared counters: every answer
 * draws on the knowledge file, so a public robot's file could otherwise be read out by asking many
 * questions. The robot's owner, who has the file anyway, is not counted.
 */
export function createKnowledgeLimit(counters: CounterStore, settings: KnowledgeLimitSettings) {
  return {
    /** 10429 errors.tooManyRequests when the asker is over the limit for this robot. */
    async count(robot: Pick<RobotForChat, 'id' | 'ownerId' | 'type'>, userId: string) {
      if (robot.type !== RobotType.knowledge || robot.ownerId === userId) return;
      const key = `chat:knowledge:${robot.id}:${userId}`;
      const { count } = await counters.hit(key, settings.windowSeconds);
      if (count > settings.max) throw new AppError('errors.tooManyRequests');
    },
  };
}

export type KnowledgeLimit = ReturnType<typeof createKnowledgeLimit>;
