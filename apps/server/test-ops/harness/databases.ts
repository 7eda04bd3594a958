import SQLite from 'better-sqlite3';
import pg from 'pg';

/** Plain SQL (no parameters) against the server's database, from outside the server. */
export interface CheckDb {
  kind: 'sqlite' | 'postgres';
  all<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openCheckDb(
  target: { sqliteFile: string } | { pgUrl: string },
): Promise<CheckDb> {
  if ('sqliteFile' in target) {
    const db = new SQLite(target.sqliteFile);
    return {
      kind: 'sqlite',
      all: async <T>(sql: string) => db.prepare(sql).all() as T[],
      close: async () => {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: target.pgUrl });
  await client.connect();
  return {
    kind: 'postgres',
    all: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

/** `'a','b'` for an IN list of ids the test made (uuids: nothing to escape). */
export const idList = (ids: Iterable<string>) =>
  [...ids].map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
