import { ADVICE_QUOTA, Limits, type AdviceKind } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorToastText, type ApiError } from '../../../../lib/api/index.ts';
import { UiTiming } from '../../../../lib/ui-timing.ts';
import { useChatModelsQuery } from '../../../../lib/use-chat-models.ts';
import { useAuthStore } from '../../../../stores/auth-store.ts';
import { adviceKeys, useAdviceTimesQuery } from '../../api/get-advice-times.ts';
import { streamAdvice } from '../../api/stream-advice.ts';
import type { RobotFormValues } from '../robot-form-values.ts';
import { adviceDraft, adviceField, isMeaningfulName } from './advice-draft.ts';
import { useFeedback } from '../../../../lib/feedback.ts';

/** The spec's warning for a missing or one-character name shows for 2 seconds. */
const NAME_WARNING_SECONDS = 2;

const maxChars: Record<AdviceKind, number> = {
  name: Limits.robotName,
  intro: Limits.robotIntro,
  guidence: Limits.robotGuideWords,
  prompt: Limits.prompt,
};

const spentOf = {
  name: 'robotNameTimes',
  intro: 'introTimes',
  guidence: 'guideWordsTimes',
  prompt: 'promptTimes',
} as const;

/** Keeps what fits the field: a suggestion never makes the form invalid by its length. */
const fit = (text: string, max: number) => {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
};

export interface AiWrite {
  /**
   * The site has no AI model configured: its offline responder only explains that, which is no
   * suggestion, so AI writing is not offered.
   */
  offline: boolean;
  /** Uses left of this kind; undefined until the count is known. */
  remaining: number | undefined;
  /** A suggestion is streaming into the field (which is then read-only). */
  streaming: boolean;
  /** The value from before the last suggestion can be put back. */
  canUndo: boolean;
  start(): void;
  stop(): void;
  undo(): void;
  /** Call on the user's own edits of the field: the undo then no longer applies. */
  onUserEdit(): void;
}

/**
 * AI writing for one field of the robot form: streams the suggestion into the field (replacing it
 * once text arrives), keeps the previous value for one-click undo, and keeps the quota count fresh.
 * `open` is false while the form is closed: a running suggestion is stopped and the undo forgotten.
 */
export function useAiWrite(
  form: FormInstance<RobotFormValues>,
  kind: AdviceKind,
  open: boolean,
  onText?: () => void,
): AiWrite {
  const { t } = useTranslation(['aiWrite', 'robotForm']);
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const userUUID = useAuthStore((s) => s.user?.uuid);
  const times = useAdviceTimesQuery(userUUID, open);
  const models = useChatModelsQuery().data;
  const offline = models?.offline === true;
  // The spec's advice body names its model: the admin's default writing model when there is one.
  const writingModel = models?.writingModel ?? null;
  const field = adviceField[kind];

  const [streaming, setStreaming] = useState(false);
  const [previous, setPrevious] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  // Closing the form forgets the undo (the form is reset) and stops a running suggestion.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setPrevious(null);
  }
  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);
  useEffect(() => cancel, [cancel]);

  const spent = times.data?.[spentOf[kind]];
  const remaining = spent === undefined ? undefined : Math.max(0, ADVICE_QUOTA - spent);

  const refreshCount = () => {
    if (userUUID) void queryClient.invalidateQueries({ queryKey: adviceKeys.times(userUUID) });
  };

  const start = () => {
    if (running.current || !userUUID) return;
    const values = form.getFieldsValue(true) as Partial<RobotFormValues>;
    if (!isMeaningfulName(values.robotName)) {
      void message.warning(t('aiWrite:nameTooShort'), NAME_WARNING_SECONDS);
      return;
    }
    const before = String(values[field] ?? '');
    const controller = new AbortController();
    running.current = controller;
    setStreaming(true);
    setPrevious(before);

    let text = '';
    const write = (piece: string) => {
      if (controller.signal.aborted) return;
      text += piece;
      form.setFieldValue(field, fit(text, maxChars[kind]));
      onText?.();
    };
    const apologise = () => void message.error(t('aiWrite:networkHiccup'));
    const body = {
      message: adviceDraft(values, (f) => t(`robotForm:fields.${f}`)),
      userUUID,
      ...(writingModel ? { model: writingModel } : {}),
    };

    // A network failure gets the apology, a refusal the usual error toast (code · message · result,
    // 5 s: spec section 8); a 10401 the transport's dialog.
    const explain = (error: ApiError) => {
      if (error.isTransport) apologise();
      else void message.error(errorToastText(error), UiTiming.errorToastSeconds);
      return true;
    };

    void streamAdvice(kind, body, write, controller.signal, explain)
      .then((outcome) => {
        if (outcome.kind === 'failed') apologise();
        if (outcome.kind !== 'done') return;
        void form.validateFields([field]).catch(() => undefined);
        const max = maxChars[kind];
        if (Array.from(text).length > max) void message.info(t('aiWrite:truncated', { max }));
      })
      .catch(() => {
        // Already explained by `explain` or the transport.
      })
      .finally(() => {
        if (running.current === controller) running.current = null;
        // Nothing arrived: the field still holds the previous value, so there is nothing to undo.
        if (text === '') setPrevious((p) => (p === before ? null : p));
        setStreaming(false);
        refreshCount();
      });
  };

  const undo = () => {
    if (previous === null) return;
    cancel();
    form.setFieldValue(field, previous);
    setPrevious(null);
  };

  return {
    offline,
    remaining,
    streaming,
    canUndo: previous !== null,
    start,
    stop: cancel,
    undo,
    onUserEdit: () => {
      if (!running.current) setPrevious(null);
    },
  };
}
