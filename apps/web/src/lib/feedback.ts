import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** The toasts and dialogs the app shows (antd's message and modal, as antd's <App> gives them). */
export interface FeedbackHost {
  message: Pick<MessageInstance, 'success' | 'error' | 'info' | 'warning'>;
  modal: { confirm: (props: ModalFuncProps) => unknown };
}

type Call<F extends (...args: never[]) => unknown> = (...args: Parameters<F>) => void;

/** What callers use: the same calls, answering nothing (the toast shows once its code is in). */
export interface Feedback {
  message: { [K in keyof FeedbackHost['message']]: Call<FeedbackHost['message'][K]> };
  modal: { confirm: Call<FeedbackHost['modal']['confirm']> };
}

// antd's message and modal code (with notification, which antd's <App> also loads) is not part of the
// app's start-up: app/feedback-host.tsx renders their holders once something asks for feedback, or
// when the browser is idle after start-up, and registers itself here. Calls made before then wait.
let host: FeedbackHost | null = null;
const waiting: ((h: FeedbackHost) => void)[] = [];
let wanted: (() => void) | null = null;

const whenReady = (call: (h: FeedbackHost) => void): void => {
  if (host) {
    call(host);
    return;
  }
  waiting.push(call);
  wanted?.();
};

export const feedback: Feedback = {
  message: {
    success: (...args) => whenReady((h) => void h.message.success(...args)),
    error: (...args) => whenReady((h) => void h.message.error(...args)),
    info: (...args) => whenReady((h) => void h.message.info(...args)),
    warning: (...args) => whenReady((h) => void h.message.warning(...args)),
  },
  modal: { confirm: (props) => whenReady((h) => void h.modal.confirm(props)) },
};

/** Toasts and dialogs in components (instead of antd's `App.useApp()`). */
export const useFeedback = (): Feedback => feedback;

/** The host registers (or, unmounting, unregisters) the instances; tests register fakes. */
export function setFeedbackApis(next: FeedbackHost | null): void {
  host = next;
  if (next) for (const call of waiting.splice(0)) call(next);
}

/** How the app loads the host when feedback is asked for before it is there. */
export function onFeedbackWanted(load: (() => void) | null): void {
  wanted = load;
  if (load && waiting.length > 0) load();
}
