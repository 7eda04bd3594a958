import { PassThrough } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bodyPieces } from './body-pieces.ts';

const textBody = () => {
  const body = new PassThrough();
  body.setEncoding('utf8');
  return body;
};

async function readAll(pieces: ReturnType<typeof bodyPieces>): Promise<string[]> {
  const out: string[] = [];
  for (let p = pieces.take() ?? (await pieces.next()); p !== null;) {
    out.push(p);
    p = pieces.take() ?? (await pieces.next());
  }
  return out;
}

describe('bodyPieces', () => {
  it('gives the pieces in order, waiting for those still to come, then null at the end', async () => {
    const body = textBody();
    const pieces = bodyPieces(body);
    expect(pieces.take()).toBeUndefined();
    const all = readAll(pieces);
    body.write('a');
    await tick();
    body.write('b');
    body.end('c');
    expect((await all).join('')).toBe('abc');
    expect(await pieces.next()).toBeNull();
  });

  it('pauses a body nobody takes from, and goes on once pieces are taken', async () => {
    const body = textBody();
    const pieces = bodyPieces(body);
    for (let i = 0; i < 40; i += 1) body.write(`p${i},`);
    await tick();
    expect(body.isPaused()).toBe(true);
    body.end();
    const text = (await readAll(pieces)).join('');
    expect(text).toBe(Array.from({ length: 40 }, (_, i) => `p${i},`).join(''));
  });

  it('a body destroyed with an error fails the read with it, before what it still held', async () => {
    const body = textBody();
    const pieces = bodyPieces(body);
    body.write('held');
    await tick();
    const reason = new Error('aborted');
    body.destroy(reason);
    await expect(pieces.next()).rejects.toBe(reason);
    expect(pieces.take()).toBeUndefined();
  });

  it('a body closed before its end fails the read as a premature close', async () => {
    const body = textBody();
    const pieces = bodyPieces(body);
    const waiting = pieces.next();
    body.destroy();
    await expect(waiting).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
});
