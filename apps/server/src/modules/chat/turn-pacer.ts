/**
 * How many chat turns may start in one turn of the event loop. A turn's start (the limits, the
 * turn's writes, the model request) runs to its end without waiting on SQLite, and when many
 * requests arrive at once Node reads them all in one pass of the loop: in the chat bench's burst of
 * 200 streams that was one block of several hundred milliseconds, during which no timer ran, no
 * answer already under way went on, and the model server (another process, another CPU) had nothing
 * to do. Starting a few per pass lets the first answers begin while the later turns wait their turn.
 */
export const TURNS_PER_LOOP_PASS = 4;

/** Lets at most `perPass` callers through per pass of the event loop; the others wait, in order. */
export function createTurnPacer(perPass = TURNS_PER_LOOP_PASS) {
  let admitted = 0;
  let scheduled = false;
  const waiting: (() => void)[] = [];

  const nextPass = () => {
    scheduled = false;
    admitted = 0;
    while (waiting.length > 0 && admitted < perPass) {
      admitted += 1;
      waiting.shift()!();
    }
    schedule();
  };
  // setImmediate runs after this pass's I/O, so timers and the next I/O come before the next few.
  function schedule() {
    if (scheduled || (admitted === 0 && waiting.length === 0)) return;
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
  };
}

export type TurnPacer = ReturnType<typeof createTurnPacer>;
