/**
 * How many chat turns may start in one turn of the event loop. A turn's start (the limits, the
 * turn's writes, the model request) runs to its end without waiting on SQLite, and when many
 * requests arrive at once Node reads them all in one pass of the loop: in the chat bench's burst of
 * 200 streams that was one block of several hundred milliseconds, during which no timer ran, no
 * answer already under way went on, and the model server (another process, another CPU) had nothing
 * to do. Starting a few per pass lets the first answers begin while the later turns wait their turn.
 */
export const TURNS_PER_LOOP_PASS = 4;

/**
 * The longest an answer already under way is held back while turns wait to start (`whileTurnsWait`).
 * In a burst the waiting turns start sooner; an answer that has shown its first text pauses for at
 * most this long, then sends what came meanwhile as one piece and may be held again.
 */
export const HOLD_MAX_MS = 250;

/**
 * Lets at most `perPass` callers through per pass of the event loop; the others wait, in order. While
 * some wait, answers already under way may step aside (`whileTurnsWait`): the CPU then goes to the
 * turns that have not shown a first token yet (docs/decisions/035).
 */
export function createTurnPacer(
  perPass = TURNS_PER_LOOP_PASS,
  opts: { holdMaxMs?: number; now?: () => number } = {},
) {
  const holdMaxMs = opts.holdMaxMs ?? HOLD_MAX_MS;
  const now = opts.now ?? Date.now;
  let admitted = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];
  /** answers held while turns wait, oldest first */
  const held: { since: number; go: () => void }[] = [];

  const release = (all: boolean) => {
    if (held.length === 0) return;
    const oldest = now() - holdMaxMs;
    let cut = all ? held.length : 0;
    while (cut < held.length && held[cut]!.since <= oldest) cut += 1;
    if (cut === 0) return;
    for (const h of held.splice(0, cut)) h.go();
  };

  const nextPass = () => {
    scheduled = false;
    admitted = 0;
    while (waiting.length > 0 && admitted < perPass) {
      admitted += 1;
      waiting.shift()!();
    }
    release(waiting.length === 0);
    schedule();
  };
  // setImmediate runs after this pass's I/O, so timers and the next I/O come before the next few.
  function schedule() {
    if (scheduled || (admitted === 0 && waiting.length === 0 && held.length === 0)) return;
    scheduled = true;
    setImmediate(nextPass);
  }

  return {
    /** resolves when this caller may start its turn */
    enter(): Promise<void> | void {
      if (waiting.length === 0 && admitted < perPass) {
        admitted += 1;
        schedule();
        return;
      }
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
    /**
     * For an answer that has already sent text: null when no turn waits to start (go on), else a
     * promise that resolves once none waits, or after HOLD_MAX_MS at the latest.
     */
    whileTurnsWait(): Promise<void> | null {
      if (waiting.length === 0) return null;
      return new Promise<void>((go) => {
        held.push({ since: now(), go });
        schedule();
      });
    },
  };
}

export type TurnPacer = ReturnType<typeof createTurnPacer>;
