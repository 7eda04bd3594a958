import type SQLite from 'better-sqlite3';
import type { CompiledQuery, QueryResult } from 'kysely';

/**
 * SQLite's one connection, for the prepared queries (db/prepared-queries.ts) to run on at once.
 * better-sqlite3 runs a statement synchronously; Kysely's driver wraps each one in promises and a
 * connection lock (several microtask passes and a few objects per statement), which was a visible
 * part of a chat turn's start and of a burst's garbage (docs/performance/chat.md, round 22).
 *
 * A statement may run here only where Kysely would have run it on the same connection, with the same
 * outcome:
 * - inside a transaction of the caller's (`inCallersTransaction`): the transaction holds the
 *   connection, and its statements run one after the other anyway;
 * - on the database itself, while no transaction is open on the connection: the statement commits on
 *   its own, as Kysely's would. While another caller's transaction is open (between its BEGIN and its
 *   COMMIT, across its awaits), `run` answers undefined and the query goes through Kysely, which
 *   queues it behind that transaction; running it here would make it a part of someone else's
 *   transaction.
 */
export interface SqliteDirect {
  run<R>(query: CompiledQuery<R>, inCallersTransaction: boolean): QueryResult<R> | undefined;
}

const attached = new WeakMap<object, SqliteDirect>();

/** Lets the prepared queries of `db` (the Kysely instance over `sqlite`) run on the connection. */
export function attachSqliteDirect(
  db: object,
  sqlite: SQLite.Database,
  prepare: (sql: string) => SQLite.Statement,
): void {
  attached.set(db, {
    run<R>(query: CompiledQuery<R>, inCallersTransaction: boolean) {
      if (!inCallersTransaction && sqlite.inTransaction) return undefined;
      const stmt = prepare(query.sql);
      const parameters = query.parameters as unknown[];
      if (stmt.reader) return { rows: stmt.all(parameters) as R[] };
      const { changes } = stmt.run(parameters);
      // what Kysely's driver answers for a write (insertId is left out: nothing here reads it)
      return { rows: [], numAffectedRows: BigInt(changes) };
    },
  });
}

/** The direct runner of `db`, if it is a SQLite database opened by openDatabase. */
export function sqliteDirectOf(db: object): SqliteDirect | undefined {
  return attached.get(db);
}
