import { ModelError } from './model-provider.ts';

export interface ModelTimeouts {
  /** until the upstream answer starts (HTTP response headers) */
  connectMs: number;
  /** between two pieces of text; keep-alives and empty chunks do not count */
  idleMs: number;
  /** the whole call */
  totalMs: number;
}

/**
 * The deadlines of one upstream call, kept by our own timers rather than the SDK's options: the SDK only
 * knows about the request as a whole, and an upstream that sends keep-alives forever would never trip it.
 * Any overrun, or the caller's abort, aborts `signal` (handed to the upstream request); `failure()` then
 * says what to throw.
 */
export function createDeadlines(timeouts: ModelTimeouts, callerSignal: AbortSignal) {
  const upstream = new AbortController();
  let overrun: ModelError | null = null;
  let phase: ReturnType<typeof setTimeout> | undefined;

  // True while the consumer holds the text already read (a client reading slowly: backpressure).
  let held = false;
  // When text last came (idle phase). Text comes per token: it only notes the time, and the idle timer,
  // when it fires, waits again for what is left (no timer restarted per token).
  let lastProgress = 0;
  const expire = (what: string, ms: number) => {
    if (upstream.signal.aborted) return;
    // The model is not being read, so its silence proves nothing: wait again. How long a client may
    // hold an answer is the stream's business (its stall limit), not a model failure.
    if (what === 'idle') {
      // Held: the whole idle deadline again from now; else what is left of it since the last text.
      if (held) lastProgress = Date.now();
      const left = lastProgress + ms - Date.now();
      if (left > 0) {
        phase = setTimeout(() => expire(what, ms), left);
        return;
      }
    }
    overrun = new ModelError('timeout', `model ${what} deadline of ${ms} ms passed`);
    upstream.abort(overrun);
  };
  const onCallerAbort = () => upstream.abort(callerSignal.reason);
  callerSignal.addEventListener('abort', onCallerAbort, { once: true });
  if (callerSignal.aborted) onCallerAbort();

  const total = setTimeout(() => expire('total', timeouts.totalMs), timeouts.totalMs);
  let idle = false;
  const arm = (what: string, ms: number) => {
    clearTimeout(phase);
    idle = what === 'idle';
    phase = setTimeout(() => expire(what, ms), ms);
    lastProgress = Date.now();
  };
  arm('connect', timeouts.connectMs);

  let completed = false;

  return {
    signal: upstream.signal,
    /** the answer started: from now on the idle deadline applies */
    started: () => arm('idle', timeouts.idleMs),
    /**
     * The consumer has the text and has not asked for more yet (true), or asks again (false). While
     * it holds, the idle deadline does not run out: a slow reader must not count as a silent model.
     */
    holding: (on: boolean) => {
      held = on;
    },
    /** text arrived: the idle deadline starts again (from now: this runs per token, so no timer work) */
    progressed: () => {
      if (idle) lastProgress = Date.now();
      else arm('idle', timeouts.idleMs);
    },
    /** the upstream answer ended by itself: there is nothing left to cancel */
    completed: () => {
      completed = true;
    },
    /**
     * What the call must throw after `err` (or after a stream that ended early because it was aborted):
     * the caller's own abort reason, a timeout, or an upstream failure.
     */
    failure(err: unknown): unknown {
      if (callerSignal.aborted) return callerSignal.reason;
      if (overrun) return overrun;
      if (err instanceof ModelError) return err;
      return new ModelError('upstream', describe(err), { cause: err });
    },
    get aborted() {
      return upstream.signal.aborted;
    },
    dispose() {
      clearTimeout(phase);
      clearTimeout(total);
      callerSignal.removeEventListener('abort', onCallerAbort);
      // The upstream request is not needed any more (failed or given up): close it. One that ended by
      // itself has nothing open, and aborting it anyway costs a needless teardown per answer.
      if (!completed && !upstream.signal.aborted) upstream.abort(new Error('model call finished'));
    },
  };
}

/** A short description without the URL or headers, which could name the server or carry the key. */
function describe(err: unknown): string {
  if (err && typeof err === 'object') {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number') return `model server answered HTTP ${status}`;
    if (err instanceof SyntaxError) return 'model server sent a malformed chunk';
    const name = (err as { name?: unknown }).name;
    if (typeof name === 'string') return `model call failed (${name})`;
  }
  return 'model call failed';
}
