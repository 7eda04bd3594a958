import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL parses, analyses and plans every statement sent without a name, each time. The hot
 * statements (those compiled once by db/prepared-queries.ts: a chat turn's, the session lookup, the
 * square's cards) are registered here by their SQL text and sent as named statements instead: each
 * pooled connection prepares one once and then only binds and runs it. On the robot square's page of
 * 20 cards by id that halved PostgreSQL's CPU per query (0.37 to 0.20 ms; docs/performance/search-scale.md).
 *
 * Bounded: at most MAX_NAMED texts get a name (each is kept prepared on every pooled connection), and
 * a text that selects a wildcard (`*`, `"t".*`) never does: PostgreSQL refuses to run a prepared
 * statement whose result columns changed ("cached plan must not change result type"), which a
 * migration adding a column, run by a newer instance sharing the database, would cause.
 */
const MAX_NAMED = 256;
const WILDCARD = /(?:^|[\s,])(?:"[^"]*"\.)?\*(?=[\s,]|$)/;

const names = new Map<string, string>();

/** Registers a statement to be sent by name on PostgreSQL (no effect past the bound or on `*`). */
export function nameStatement(text: string): void {
  if (names.has(text) || names.size >= MAX_NAMED || WILDCARD.test(text)) return;
  names.set(text, `rs_${names.size + 1}`);
}

/** The name a statement is sent under, if it has one. */
export function statementName(text: string): string | undefined {
  return names.get(text);
}

/**
 * The pool as Kysely's PostgreSQL dialect takes it, sending registered statements by name. One
 * wrapper per pooled client, so that Kysely (which keys its connections by client) sees the same one
 * each time it borrows it.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((query: unknown, values?: unknown[]) => {
      if (typeof query !== 'string') return client.query(query as pg.QueryConfig);
      const name = names.get(query);
      return name === undefined
        ? client.query(query, values)
        : client.query({ name, text: query, values: values ?? [] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
