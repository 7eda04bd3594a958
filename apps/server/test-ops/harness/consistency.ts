import { idList, type CheckDb } from './databases.ts';
import type { AckedWrites } from './write-load.ts';

const num = (v: unknown) => Number(v);

/**
 * What is wrong with the database after a crash and a restart, as sentences (none: all is well):
 * the file is sound (SQLite's integrity_check), every acknowledged write is there, no answer is still
 * 'streaming', and every denormalised counter agrees with the rows it counts.
 */
export async function findProblems(db: CheckDb, acked: AckedWrites): Promise<string[]> {
  const problems: string[] = [];
  const say = (what: string, rows: unknown[]) => {
    if (rows.length > 0) problems.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  if (db.kind === 'sqlite') {
    const integrity = await db.all<{ integrity_check: string }>('PRAGMA integrity_check');
    if (integrity.map((r) => r.integrity_check).join() !== 'ok') say('integrity_check', integrity);
    say('foreign keys', await db.all('PRAGMA foreign_key_check'));
  }

  if (acked.robots.size > 0) {
    const found = await db.all<{ id: string }>(
      `SELECT id FROM robots WHERE id IN (${idList(acked.robots.keys())})`,
    );
    const have = new Set(found.map((r) => r.id));
    say(
      'acknowledged robots missing',
      [...acked.robots.keys()].filter((id) => !have.has(id)).map((id) => ({ id })),
    );
  }

  const settled = [...acked.favourites.values()].filter((f) => !f.pending && f.favourite !== null);
  if (settled.length > 0) {
    const rows = await db.all<{ user_id: string; robot_id: string }>(
      `SELECT user_id, robot_id FROM robot_favorites WHERE robot_id IN (${idList(
        new Set(settled.map((f) => f.robotId)),
      )})`,
    );
    const have = new Set(rows.map((r) => `${r.user_id}|${r.robot_id}`));
    say(
      'acknowledged favourites not as acknowledged',
      settled.filter((f) => have.has(`${f.userId}|${f.robotId}`) !== f.favourite),
    );
  }

  if (acked.turns.length > 0) {
    const messages = await db.all<{ id: string; status: string; content: string }>(
      `SELECT id, status, content FROM messages WHERE id IN (${idList(
        acked.turns.flatMap((t) => [t.userMessageId, t.assistantMessageId]),
      )})`,
    );
    const byId = new Map(messages.map((m) => [m.id, m]));
    const conversations = await db.all<{ id: string }>(
      `SELECT id FROM conversations WHERE id IN (${idList(acked.turns.map((t) => t.conversationId))})`,
    );
    const convs = new Set(conversations.map((c) => c.id));
    say(
      'acknowledged turns missing',
      acked.turns
        .filter(
          (t) =>
            !convs.has(t.conversationId) ||
            !byId.has(t.userMessageId) ||
            !byId.has(t.assistantMessageId),
        )
        .map((t) => t.assistantMessageId),
    );
    say(
      'completed answers not stored as completed',
      acked.turns
        .filter((t) => t.done)
        .map((t) => ({ t, m: byId.get(t.assistantMessageId) }))
        .filter(({ t, m }) => m && (m.status !== 'done' || m.content !== t.content))
        .map(({ m }) => ({ id: m!.id, status: m!.status })),
    );
  }

  say(
    'answers still streaming',
    await db.all(`SELECT id FROM messages WHERE status = 'streaming'`),
  );

  say(
    'favorite_count differs from its rows',
    await db.all(`SELECT r.id, r.favorite_count, COUNT(f.user_id) AS n
      FROM robots r LEFT JOIN robot_favorites f ON f.robot_id = r.id
      GROUP BY r.id, r.favorite_count HAVING r.favorite_count <> COUNT(f.user_id)`),
  );
  // chat_count is one per conversation started with the robot (deleting one does not take it back).
  say(
    'chat_count differs from its conversations',
    await db.all(`SELECT r.id, r.chat_count, COUNT(c.id) AS n
      FROM robots r LEFT JOIN conversations c ON c.robot_id = r.id
      GROUP BY r.id, r.chat_count HAVING r.chat_count <> COUNT(c.id)`),
  );
  say(
    'credit balance differs from its ledger',
    (
      await db.all<{ user_id: string; balance: unknown; total: unknown }>(
        `SELECT a.user_id, a.balance, COALESCE(SUM(l.delta), 0) AS total
        FROM credit_accounts a LEFT JOIN credit_ledger l ON l.user_id = a.user_id
        GROUP BY a.user_id, a.balance`,
      )
    ).filter((r) => num(r.balance) !== num(r.total)),
  );
  say('negative balances', await db.all(`SELECT user_id FROM credit_accounts WHERE balance < 0`));
  say(
    'conversations pointing at a missing message',
    await db.all(`SELECT c.id FROM conversations c
      WHERE c.current_node IS NOT NULL AND NOT EXISTS
        (SELECT 1 FROM messages m WHERE m.id = c.current_node AND m.conversation_id = c.id)`),
  );
  say(
    'conversations without messages',
    await db.all(`SELECT c.id FROM conversations c
      WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)`),
  );
  return problems;
}
