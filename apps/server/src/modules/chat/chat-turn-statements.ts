import { sql, type Kysely } from 'kysely';
import type { LeadingWrite } from '../../db/leading-write.ts';
import type { createPreparedQueries, QueryRunner } from '../../db/prepared-queries.ts';
import type { DB } from '../../db/schema.ts';
import {
  CONVERSATION_COLUMNS,
  MESSAGE_COLUMNS,
  newConversationRow,
  placeholders,
  type MessageRow,
  type TurnWrite,
} from './chat-rows.ts';

/**
 * PostgreSQL: a chat turn's rows written in one statement (the chat repository's `insertTurn` on
 * PostgreSQL; SQLite writes them in its write batch's transaction instead).
 */
export function createPgTurnWrites(
  db: Kysely<DB>,
  prepared: ReturnType<typeof createPreparedQueries<DB>>,
) {
  /**
   * PostgreSQL: a turn in one statement, so one round trip instead of five or six (BEGIN, the
   * statements, COMMIT), each of which waits for a pooled connection under load. A new conversation
   * is inserted in a data-modifying CTE before its messages (numbered from 1); an existing one moves
   * its current node in a CTE while its messages are numbered after its last one. One statement is
   * one transaction.
   */
  async function insertTurnInOneStatement(
    turn: TurnWrite,
    currentNode: string | null,
    on: QueryRunner = db,
  ) {
    const count = turn.messages.length;
    const values: unknown[] = [];
    const row = newConversationRow(turn, currentNode);
    if (row) {
      for (const c of CONVERSATION_COLUMNS) values.push(row[c]);
      turn.messages.forEach((m, i) => {
        const message: MessageRow = { ...m, seq: i + 1 };
        for (const c of MESSAGE_COLUMNS) values.push(message[c]);
      });
      const at = CONVERSATION_COLUMNS.length;
      const robotAt = values.length;
      const counted = turn.countChatOf !== null;
      if (counted) values.push(turn.countChatOf);
      await prepared.run(
        `turn.new.${counted ? 'counted.' : ''}${count}`,
        (p) => {
          const inserted = db.with('conversation', (qb) =>
            qb.insertInto('conversations').values(placeholders(p, CONVERSATION_COLUMNS, 0)),
          );
          // a data-modifying CTE runs whether or not the statement reads it
          const start = counted
            ? (inserted.with('counted', (qb) =>
                qb
                  .updateTable('robots')
                  .set((eb) => ({ chat_count: eb('chat_count', '+', 1) }))
                  .where('id', '=', p(robotAt)),
              ) as unknown as typeof inserted)
            : inserted;
          return start
            .insertInto('messages')
            .values(
              Array.from({ length: count }, (_, r) =>
                placeholders(p, MESSAGE_COLUMNS, at + r * MESSAGE_COLUMNS.length),
              ),
            );
        },
        values,
        on,
      );
      return;
    }
    values.push(currentNode, turn.currentModel, turn.now, turn.conversationId);
    const columns = MESSAGE_COLUMNS.filter((c) => c !== 'seq');
    for (const m of turn.messages) for (const c of columns) values.push(m[c]);
    await prepared.run(
      `turn.next.${count}`,
      (p) =>
        db
          .with('moved', (qb) =>
            qb
              .updateTable('conversations')
              .set({ current_node: p(0), current_model: p(1), updated_at: p(2) })
              .where('id', '=', p(3)),
          )
          .insertInto('messages')
          .values(
            Array.from({ length: count }, (_, r) => ({
              ...placeholders(p, columns, 4 + r * columns.length),
              // the statement's snapshot: the last number before this turn, whatever its row
              seq: sql<number>`(select coalesce(max(seq), 0) + ${sql.lit(r + 1)} from messages where conversation_id = ${p(3)})`,
            })),
          ),
      values,
      on,
    );
  }

  /**
   * PostgreSQL: a turn and the write it depends on (the answer's debit, db/leading-write.ts) in one
   * statement, so one round trip instead of five (BEGIN, the debit, its ledger row, the turn,
   * COMMIT). The debit's expressions come first; each of the turn's rows is then selected from the
   * debit's gate, so that none is written when the balance fell short, and the refusal is thrown.
   * One row per insert (a single-row `select` takes its placeholders' types from the columns, where
   * a union of rows would make them text).
   */
  async function insertLedTurn(turn: TurnWrite, currentNode: string | null, lead: LeadingWrite) {
    const count = turn.messages.length;
    const values: unknown[] = [...lead.values];
    const own = values.length;
    const conversation = newConversationRow(turn, currentNode);
    if (conversation) for (const c of CONVERSATION_COLUMNS) values.push(conversation[c]);
    else values.push(currentNode, turn.currentModel, turn.now, turn.conversationId);
    const messagesAt = values.length;
    // a new conversation's messages are numbered from 1; an existing one's after its last (below)
    const given = conversation ? MESSAGE_COLUMNS : MESSAGE_COLUMNS.filter((c) => c !== 'seq');
    turn.messages.forEach((m, i) => {
      const row: MessageRow = { ...m, seq: i + 1 };
      for (const c of given) values.push(row[c]);
    });
    const robotAt = values.length;
    const counted = conversation !== null && turn.countChatOf !== null;
    if (counted) values.push(turn.countChatOf);
    const shape = `${conversation ? (counted ? 'new.counted' : 'new') : 'next'}.${count}`;
    const { numAffectedRows } = await prepared.run(
      `turn.led.${lead.key}.${shape}`,
      (p) => {
        const gate = sql.table(lead.gate);
        const q = (i: number) => p(own + i);
        const insertRow = (table: string, columns: readonly string[], row: unknown[]) =>
          sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select ${sql.join(row)} from ${gate}`;
        const ctes = lead.ctes(p).map(([name, body]) => sql`${sql.id(name)} as (${body})`);
        if (conversation) {
          const row = CONVERSATION_COLUMNS.map((_, i) => q(i));
          ctes.push(
            sql`conversation as (${insertRow('conversations', CONVERSATION_COLUMNS, row)})`,
          );
          if (counted) {
            ctes.push(
              sql`counted as (update robots set chat_count = chat_count + 1 where id = ${p(robotAt)} and exists (select 1 from ${gate}))`,
            );
          }
        } else {
          ctes.push(
            sql`moved as (update conversations set current_node = ${q(0)}, current_model = ${q(1)}, updated_at = ${q(2)} where id = ${q(3)} and exists (select 1 from ${gate}))`,
          );
        }
        const rows = Array.from({ length: count }, (_, r) => {
          const placed: Partial<Record<string, unknown>> = placeholders(
            q,
            given,
            messagesAt - own + r * given.length,
          );
          return MESSAGE_COLUMNS.map(
            (c) =>
              placed[c] ??
              // the statement's snapshot: the last number before this turn, whatever its row
              sql`(select coalesce(max(seq), 0) + ${sql.lit(r + 1)} from messages where conversation_id = ${q(3)})`,
          );
        });
        rows.slice(0, -1).forEach((row, r) => {
          ctes.push(
            sql`${sql.id(`message${r}`)} as (${insertRow('messages', MESSAGE_COLUMNS, row)})`,
          );
        });
        const last = insertRow('messages', MESSAGE_COLUMNS, rows.at(-1)!);
        const statement = sql`with ${sql.join(ctes)} ${last}`;
        return { compile: () => statement.compile(db) };
      },
      values,
    );
    // the gate yielded no row: nothing was written
    if (Number(numAffectedRows ?? 0) !== 1) throw lead.refusal();
  }

  return { insertTurnInOneStatement, insertLedTurn };
}
