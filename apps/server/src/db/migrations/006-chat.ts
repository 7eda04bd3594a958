import { sql, type Kysely } from 'kysely';

/**
 * Conversations (a tree of messages per conversation) and credits (one balance per user plus a ledger).
 *
 * Every conversation has a `system` root message; questions hang under it or under an answer, answers
 * under a question, so regenerating or editing adds a sibling. `current_node` is the last answer made.
 * A conversation goes with its robot and its user (cascade); a deleted conversation is only marked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('robot_id', 'text', (c) => c.references('robots.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('openai_api'))
    .addColumn('current_model', 'text')
    .addColumn('current_node', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // "My conversations" newest first, overall and per robot.
  await sql`create index conversations_user_updated_idx on conversations (user_id, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index conversations_user_robot_updated_idx on conversations (user_id, robot_id, updated_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex('conversations_robot_idx')
    .on('conversations')
    .column('robot_id')
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    // order within the conversation (siblings made in the same millisecond still sort by age)
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('error_code', 'integer')
    .addColumn('finish_reason', 'text')
    .addColumn('usage_prompt', 'integer')
    .addColumn('usage_completion', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['conversation_id', 'seq'])
    .execute();
  // Start-up finds answers left 'streaming' by a stopped server without scanning every message.
  await db.schema.createIndex('messages_status_idx').on('messages').column('status').execute();

  await db.schema
    .createTable('credit_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    // what the change is for (the answer's message id), if anything
    .addColumn('ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_created_idx')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['credit_ledger', 'credit_accounts', 'messages', 'conversations']) {
    await db.schema.dropTable(t).execute();
  }
}
