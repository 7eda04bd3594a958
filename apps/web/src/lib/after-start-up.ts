/** How long after the page's `load` event work that is not needed yet may start (when idle). */
export const AFTER_START_UP_MS = 5000;

const intents = ['pointerdown', 'keydown'] as const;

/**
 * Runs `run` once, when code that no screen needs yet may load without competing with start-up:
 * at the visitor's first pointer press or key (they are about to use the page), or `delayMs` after
 * the `load` event (then, unless `idle` is false, once the browser is idle). Returns a function
 * that cancels it.
 */
export function afterStartUp(
  run: () => void,
  { delayMs = AFTER_START_UP_MS, idle: waitForIdle = true } = {},
): () => void {
  let done = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const whenIdle = () => {
    if (waitForIdle && typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(once);
    else once();
  };
  const afterLoad = () => {
    timer = window.setTimeout(whenIdle, delayMs);
  };
  const cancel = () => {
    for (const e of intents) window.removeEventListener(e, once, { capture: true });
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
  for (const e of intents) window.addEventListener(e, once, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    done = true;
    cancel();
  };
}
