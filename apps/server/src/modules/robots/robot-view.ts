import type { RobotCard, RobotOwnerView } from '@robot/contracts';
import type { RobotCardRow, RobotFullRow } from './robot-rows.ts';

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

/** NFKC folds full-width letters and digits to ASCII; lowercasing makes English case-insensitive. */
export const normalizeForSearch = (s: string): string => s.normalize('NFKC').toLowerCase();

/** What search matches against: name, intro and keywords, one per line (a term never spans two). */
export const searchTextOf = (f: { name: string; intro: string; keywords: string }): string =>
  normalizeForSearch([f.name, f.intro, f.keywords].join('\n'));

const MAX_TERMS = 5;

/** Words of a query, each of which must occur; blank queries have none. */
export function searchTerms(keyword: string | undefined): string[] {
  if (!keyword) return [];
  const words = normalizeForSearch(keyword).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}
