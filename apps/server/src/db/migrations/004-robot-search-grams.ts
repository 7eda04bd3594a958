import { sql, type Kysely } from 'kysely';

/**
 * An index for robot search that answers one- and two-character queries too (the trigram index of
 * 002 cannot): the characters and character pairs of `search_text` (lib/search/search-grams.ts). Search asks
 * it for the rows holding all grams of each term and checks those few with LIKE, instead of scanning
 * every robot.
 *
 * PostgreSQL: a GIN index over `robot_search_grams(search_text)`, an immutable SQL function, so the
 * index keeps itself. SQLite: an FTS5 table without stored content, filled by triggers through the
 * `robot_search_grams` function the connection registers (db/database.ts). Its rows carry the robot id
 * (and an `r<id>` token to find a robot's row again on update or delete), not the rowid, which VACUUM
 * may renumber.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function robot_search_grams(t text) returns text[]
      language sql immutable strict parallel safe as $$
        select coalesce(array_agg(distinct g), '{}'::text[]) from (
          select substr(t, i, 1) as g from generate_series(1, char_length(t)) as i
          union all
          select substr(t, i, 2) from generate_series(1, char_length(t) - 1) as i
        ) as s
        where g !~ '\\s'
      $$`.execute(db);
    await sql`create index robots_search_grams_idx on robots using gin (robot_search_grams(search_text)) with (fastupdate = off)`.execute(
      db,
    );
    await sql`analyze robots`.execute(db);
    return;
  }
  await sql`create virtual table robots_search_grams using fts5(grams, robot_id unindexed, content='', contentless_delete=1, contentless_unindexed=1)`.execute(
    db,
  );
  const document = (row: 'new' | 'old') =>
    sql.raw(`robot_search_grams(${row}.search_text) || ' r' || replace(${row}.id, '-', '')`);
  const removeRow = (row: 'new' | 'old') =>
    sql.raw(
      `delete from robots_search_grams where rowid in (select rowid from robots_search_grams where robots_search_grams match 'r' || replace(${row}.id, '-', ''));`,
    );
  await sql`create trigger robots_search_grams_insert after insert on robots begin
    insert into robots_search_grams (grams, robot_id) values (${document('new')}, new.id); end`.execute(
    db,
  );
  await sql`create trigger robots_search_grams_delete after delete on robots begin ${removeRow('old')} end`.execute(
    db,
  );
  await sql`create trigger robots_search_grams_update after update of search_text on robots begin
    ${removeRow('old')}
    insert into robots_search_grams (grams, robot_id) values (${document('new')}, new.id); end`.execute(
    db,
  );
  await sql`insert into robots_search_grams (grams, robot_id)
    select robot_search_grams(search_text) || ' r' || replace(id, '-', ''), id from robots`.execute(
    db,
  );
}

/** Only PostgreSQL numbers its parameters ($1). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const isPostgres = (db: Kysely<any>): boolean => sql`select ${1}`.compile(db).sql.includes('$1');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index robots_search_grams_idx`.execute(db);
    await sql`drop function robot_search_grams(text)`.execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) {
    await sql`drop trigger ${sql.raw(`robots_search_grams_${t}`)}`.execute(db);
  }
  await sql`drop table robots_search_grams`.execute(db);
}
