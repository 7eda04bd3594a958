import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database.ts';

// A checkpointer whose thread fails at once, as one that cannot open the file or checkpoint would.
vi.mock('./wal-checkpointer.ts', () => ({
  startWalCheckpointer: (_file: string, opts: { onFailure(reason: string): void }) => {
    queueMicrotask(() => opts.onFailure('no thread here'));
    return { stop: async () => {} };
  },
}));

describe('a database file whose checkpointer fails', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-wal-fallback-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gets SQLite's own checkpoint back, and the server is warned", async () => {
    const warnings: string[] = [];
    const database = openDatabase(
      { kind: 'sqlite', file: path.join(dir, 'app.db') },
      { warn: (message) => warnings.push(message) },
    );
    try {
      await new Promise((r) => setTimeout(r, 0));
      const { rows } = await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(database.db);
      expect(rows[0]?.wal_autocheckpoint).toBe(1000);
      expect(warnings).toEqual([
        'WAL checkpointer failed (no thread here); SQLite checkpoints on commit again',
      ]);
    } finally {
      await database.close();
    }
  });
});
