import { randomFillSync, randomUUID } from 'node:crypto';

/**
 * A random id (UUID v4), for rows made now and then (accounts, robots, directory items, settings):
 * their keys land anywhere in their indexes, which costs nothing at their rate, and the id tells
 * nobody when the row was made.
 */
export const newId = (): string => randomUUID();

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const NIBBLE = '0123456789abcdef';
/** random bytes per id: 2 seed a new millisecond's counter, 8 make the last 64 bits */
const BYTES_PER_ID = 10;

/**
 * Time-ordered ids (UUID v7, RFC 9562): the millisecond in the first 48 bits, a 12-bit counter
 * (method 1: each new millisecond starts it at a random value below 2048, and ids within it count
 * up; past 4095 the id borrows the next millisecond), then the variant and 62 random bits. They
 * increase in the order they are made, also when the clock steps back.
 *
 * Written here rather than taken from the `uuid` package: its v7 draws fresh entropy for every id
 * (`crypto.getRandomValues`, 3-5 µs a call on these VMs), and a chat turn makes five ids on its way
 * to the first token. This draws it 410 ids at a time, as node's `randomUUID` does for v4 (~0.2 µs an
 * id). Decision 044.
 */
export function createOrderedIds(
  now: () => number = Date.now,
  fill: (into: Buffer) => void = randomFillSync,
) {
  const pool = Buffer.alloc(BYTES_PER_ID * 410);
  let at = pool.length;
  let lastMs = -1;
  let counter = 0;
  let time = '';
  return (): string => {
    if (at === pool.length) {
      fill(pool);
      at = 0;
    }
    const r = at;
    at += BYTES_PER_ID;
    const ms = now();
    if (ms > lastMs) {
      lastMs = ms;
      counter = ((pool[r]! << 8) | pool[r + 1]!) & 0x7ff;
      time = '';
    } else if (++counter > 0xfff) {
      lastMs += 1;
      counter = 0;
      time = '';
    }
    if (time === '') {
      const hi = Math.floor(lastMs / 0x100000000);
      const lo = lastMs >>> 0;
      time = `${HEX[(hi >>> 8) & 255]}${HEX[hi & 255]}${HEX[lo >>> 24]}${HEX[(lo >>> 16) & 255]}-${HEX[(lo >>> 8) & 255]}${HEX[lo & 255]}`;
    }
    const b = (i: number) => HEX[pool[r + i]!];
    return `${time}-7${NIBBLE[counter >>> 8]}${HEX[counter & 255]}-${HEX[(pool[r + 2]! & 0x3f) | 0x80]}${b(3)}-${b(4)}${b(5)}${b(6)}${b(7)}${b(8)}${b(9)}`;
  };
}

/**
 * A time-ordered id, for rows written in volume: a chat turn's conversation, messages and credit
 * ledger entry, sessions, logs. Each new key goes in beside the last one in the table's key index
 * (and in any index led by it), so a turn dirties pages that the turns before it dirtied, where a
 * random key dirties a page of its own in every such index. On PostgreSQL the first change to a page
 * after a checkpoint writes the whole page to the WAL (bench/turn-write-volume.ts). Still a UUID to
 * every schema and client. It shows when its row was made, to the millisecond: only for rows whose
 * owner sees them.
 */
export const newOrderedId = createOrderedIds();
