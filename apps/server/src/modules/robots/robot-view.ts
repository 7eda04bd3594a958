import type { RobotCard, RobotOwnerView } from '@robot/contracts';
import type { RobotCardRow, RobotFullRow } from './robot-rows.ts';
import { normalizeForSearch } from '../../lib/search/search-terms.ts';

/**
 * The robot as anybody allowed to see it gets it: an explicit allow-list without prompt or knowledge
 * base, so that nothing but these fields can reach a non-owner.
 */
export function toRobotCard(row: RobotCardRow): RobotCard {
  return {
    uuid: row.id,
    ownerUUID: row.owner_id,
    ownerNickname: row.owner_nickname,
    headportraitUrl: row.headportrait_url,
    robotName: row.name,
    robotIntro: row.intro,
    robotGuideWords: row.guide_words,
    robotCatagory: row.category_id,
    robotVisibility: row.visibility,
    type: row.type,
    keywords: row.keywords,
    viewCount: Number(row.view_count),
    chatCount: Number(row.chat_count),
    favoriteCount: Number(row.favorite_count),
    isFavorite: row.is_favorite,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The owner's view: the card plus what only the owner may read. Call it for the owner only. */
export function toOwnerView(row: RobotFullRow): RobotOwnerView {
  return { ...toRobotCard(row), prompt: row.prompt, knowledgeBase: row.knowledge_base };
}

/** What search matches against: name, intro and keywords, one per line (a term never spans two). */
export const searchTextOf = (f: { name: string; intro: string; keywords: string }): string =>
  normalizeForSearch([f.name, f.intro, f.keywords].join('\n'));
