import type { Readable } from 'node:stream';

/** Pieces held before the body is paused (TCP then holds the rest at the model server). */
const HELD_PIECES = 16;

/** What `pieces` answers: take what is here at once, or wait for the next piece. */
export interface BodyPieces {
  /** a piece already here, or undefined when none is (or the body failed) */
  take(): string | undefined;
  /** the next piece once it comes; null at the end of the body; throws what the body failed with */
  next(): Promise<string | null>;
}

/**
 * A streamed body's text pieces as they come, read in flowing mode. Cheaper per piece than
 * `for await` over the Readable (its async iterator is a generator of its own, with a `read()`, a
 * 'readable' event on the next tick and a promise per piece): a chat answer's body is read once per
 * token (docs/performance/chat.md, round 3). When the reader stops taking pieces (a client that reads
 * slowly holds the answer), the body is paused after a few, so the rest waits upstream rather than
 * in memory. The body must have an encoding set (pieces are strings). A body destroyed with an error
 * fails `next` with that error; one closed before its end, with a premature-close error.
 */
export function bodyPieces(body: Readable): BodyPieces {
  const queue: string[] = [];
  let head = 0;
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  body.on('data', (piece: string) => {
    queue.push(piece);
    if (queue.length - head >= HELD_PIECES) body.pause();
    notify();
  });
  body.on('end', () => {
    ended = true;
    notify();
  });
  body.on('error', (err: Error) => {
    failure ??= err;
    notify();
  });
  body.on('close', () => {
    failed();
    notify();
  });
  // Known at once when the body is destroyed (its 'error' comes a tick later), as the iterator did.
  function failed(): Error | null {
    if (!failure && body.destroyed && !ended) {
      failure =
        (body.errored as Error | null) ??
        Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    }
    return failure;
  }

  const take = (): string | undefined => {
    // As the Readable's iterator does: a failed body yields nothing more of what it held.
    if (head === queue.length || failed()) return undefined;
    const piece = queue[head]!;
    head += 1;
    if (head === queue.length) {
      queue.length = 0;
      head = 0;
    }
    if (body.isPaused() && queue.length - head < HELD_PIECES / 2 && !body.destroyed) body.resume();
    return piece;
  };

  return {
    take,
    async next(): Promise<string | null> {
      for (;;) {
        const err = failed();
        if (err) throw err;
        const piece = take();
        if (piece !== undefined) return piece;
        if (ended) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}
