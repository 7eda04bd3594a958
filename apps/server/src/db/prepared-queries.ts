import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { nameStatement } from './named-statements.ts';
import { sqliteDirectOf } from './sqlite-direct.ts';

/** Where a prepared query runs: the database or a transaction of it. */
export interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** Stands for the i-th value while a query is built (typed `never`: it fits any value's place). */
export type Placeholder = (index: number) => never;

const PREFIX = '\u0000prepared-value:';
const placeholder: Placeholder = (index) => `${PREFIX}${index}` as never;

interface Prepared {
  compiled: CompiledQuery;
  /** for each parameter of the SQL: the index of the value it takes, or -1 for a constant */
  slots: number[];
}

/**
 * Queries built and compiled once and then run with new values: Kysely builds an immutable tree and
 * compiles it to SQL on every call, which was a visible part of a chat turn's start (the session
 * lookup, the turn's inserts, each answer's saves; docs/performance/chat.md). A query is built once
 * with placeholders (`p(0)`, `p(1)`, ...) in place of its values; each run copies the compiled SQL's
 * parameters with the values put back in their places. SQLite then finds the statement in its cache
 * (db/database.ts) by the same text; PostgreSQL runs it as a named statement, prepared once per
 * connection (db/named-statements.ts).
 *
 * `key` names the query's shape and must change whenever the builder builds another SQL text (for
 * instance with the number of rows of an insert in it). A value must appear as a parameter of the SQL
 * (not `is null`, not spread into an `in` list): building throws otherwise.
 */
export function createPreparedQueries<DB>(db: Kysely<DB>) {
  const prepared = new Map<string, Prepared>();
  // SQLite: run on the connection at once where Kysely would have run it the same (db/sqlite-direct.ts)
  const direct = sqliteDirectOf(db);

  function prepare(build: (p: Placeholder) => Compilable<unknown>, arity: number): Prepared {
    const compiled = build(placeholder).compile();
    const slots = compiled.parameters.map((v) =>
      typeof v === 'string' && v.startsWith(PREFIX) ? Number(v.slice(PREFIX.length)) : -1,
    );
    for (let i = 0; i < arity; i += 1) {
      if (!slots.includes(i)) throw new Error(`prepared query: value ${i} is not a parameter`);
    }
    nameStatement(compiled.sql);
    return { compiled, slots };
  }

  return {
    run<Row>(
      key: string,
      build: (p: Placeholder) => Compilable<Row>,
      values: readonly unknown[],
      on: QueryRunner = db,
    ): Promise<QueryResult<Row>> {
      let p = prepared.get(key);
      if (!p) {
        p = prepare(build, values.length);
        prepared.set(key, p);
      }
      const { compiled, slots } = p;
      const parameters = slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : values[slot]));
      const query = { ...compiled, parameters } as CompiledQuery<Row>;
      if (direct) {
        // anything but the database itself is a transaction of the caller's, running now
        let result: QueryResult<Row> | undefined;
        try {
          result = direct.run(query, on !== db);
        } catch (err) {
          return Promise.reject(err as Error);
        }
        if (result) return Promise.resolve(result);
      }
      return on.executeQuery(query);
    },
  };
}

export type PreparedQueries = ReturnType<typeof createPreparedQueries>;
