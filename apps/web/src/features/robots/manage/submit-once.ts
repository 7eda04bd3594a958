import { useRef } from 'react';

/**
 * A form's submit that runs one at a time: checked, then saved, and held from the click until the
 * save settles, so a double click saves (and says so) once (the button's loading state only shows
 * once React re-renders, after a second click may have landed). A failed check calls `invalid`; a
 * failed save says nothing here (the transport or the fields say why) and the form stays open.
 * `running()` tells whether a submit is under way.
 */
export function useSubmitOnce<V>(steps: {
  check: () => Promise<V>;
  save: (values: V) => Promise<unknown>;
  invalid: () => void;
  saved: () => void;
}) {
  const running = useRef(false);
  const submit = async () => {
    if (running.current) return;
    running.current = true;
    let values: V;
    try {
      values = await steps.check();
    } catch {
      running.current = false;
      steps.invalid();
      return;
    }
    try {
      await steps.save(values);
    } catch {
      return;
    } finally {
      running.current = false;
    }
    steps.saved();
  };
  return { submit, running: () => running.current };
}
