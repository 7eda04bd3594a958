import { type Kysely } from 'kysely';

/**
 * The admin area (issue 11):
 * - `model_providers` / `models`: the AI models, editable at run time. A provider's API key is stored
 *   encrypted (AES-256-GCM with a key from the environment); a model's `id` is the public id the
 *   chat sends, `upstream_model` the name its provider knows it by.
 * - `app_settings`: the admin config, one JSON value per key, and `version` (a row whose value is a
 *   number) bumped by every change so that every instance reloads settings and models.
 * - `users.disabled_at`, `users.limits` (JSON of the per-user overrides, null: none).
 * - `robots.hidden` / `robots.featured`: moderation, like the directories' flags.
 * - `conversations.plugins` (JSON array of plugin ids), `messages.tool_steps` (JSON array of the
 *   plugin calls of an answer) and `messages.latency_ms` (time to first token: the admin's model
 *   figures and the dashboard).
 * - `contact_requests`: the inbox status and the admin's reply note.
 * - `audit_log`: every admin change (append only: no call updates or deletes it).
 * - `server_errors`: answers with a 5xx status, with their request id.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('model_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('api_key_enc', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('models')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('model_providers.id'))
    .addColumn('upstream_model', 'text', (c) => c.notNull())
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('standard'))
    .addColumn('supports_tools', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('context_window', 'integer', (c) => c.notNull())
    .addColumn('credits_per_answer', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('limits', 'text').execute();
  await db.schema
    .alterTable('robots')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('robots')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('conversations').addColumn('plugins', 'text').execute();
  await db.schema.alterTable('messages').addColumn('tool_steps', 'text').execute();
  await db.schema.alterTable('messages').addColumn('latency_ms', 'integer').execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('contact_requests')
    .addColumn('reply_note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('contact_requests').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('contact_requests').addColumn('handled_by', 'text').execute();
  await db.schema
    .createIndex('contact_requests_status_idx')
    .on('contact_requests')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('server_errors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('server_errors_created_idx')
    .on('server_errors')
    .column('created_at')
    .execute();
  // The dashboard counts answers per day and new users per day.
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropIndex('messages_created_idx').execute();
  await db.schema.dropTable('server_errors').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('contact_requests_status_idx').execute();
  for (const col of ['handled_by', 'handled_at', 'reply_note', 'status']) {
    await db.schema.alterTable('contact_requests').dropColumn(col).execute();
  }
  await db.schema.alterTable('messages').dropColumn('latency_ms').execute();
  await db.schema.alterTable('messages').dropColumn('tool_steps').execute();
  await db.schema.alterTable('conversations').dropColumn('plugins').execute();
  await db.schema.alterTable('robots').dropColumn('featured').execute();
  await db.schema.alterTable('robots').dropColumn('hidden').execute();
  await db.schema.alterTable('users').dropColumn('limits').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropTable('app_settings').execute();
  await db.schema.dropTable('models').execute();
  await db.schema.dropTable('model_providers').execute();
}
