import type { ChatBody } from '@robot/contracts';
import { ErrorCode, ErrorKey, NEW_CONVERSATION } from '@robot/contracts/client';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/api-error.ts';
import { chatModelsKey } from '../../../lib/use-chat-models.ts';
import { chatKeys } from '../api/query-keys.ts';
import { getConversation } from '../api/get-conversation.ts';
import {
  activePath,
  addNode,
  emptyTree,
  patchNode,
  removeNode,
  renameNode,
  selectBranch,
  treeFromDetail,
  upsertToolStep,
  withRoot,
  type ChatTree,
} from '../lib/conversation-tree.ts';
import { streamChat } from '../lib/stream-chat.ts';

/** The spec's chat status labels. */
export type ChatStatus = 'asking' | 'queueing' | 'idle';

/** A turn the server refused before streaming (credits, rate limit...): shown with a retry. */
export interface Refusal {
  code: number;
  msg: string;
  turn: Turn;
}

/**
 * Streamed text is applied this often, so a fast model does not re-render the page per token. It is
 * applied in a transition: React then draws it in slices that a key pressed or a tap interrupts,
 * and a slower phone draws fewer, larger pieces instead of falling behind (decision 060).
 */
const FLUSH_MS = 40;

let localIds = 0;
const localId = () => `local-${++localIds}`;

/** What the picker adds to a turn: the model for every turn, plugins for a new conversation's first. */
export interface TurnChoice {
  model?: string;
  plugins?: string[];
}

export interface Turn {
  body: ChatBody;
  /** the local question, absent when regenerating */
  userText: string | null;
  /** the parent of the new question, or the question regenerated */
  parent: string | null;
}

interface Shown {
  tree: ChatTree;
  /** false while the conversation named in the URL is being fetched */
  loaded: boolean;
  loadFailed: boolean;
}

const fresh: Shown = { tree: emptyTree, loaded: true, loadFailed: false };

/**
 * One conversation on screen: loads it by id (a reload with ?c=), runs streamed turns (send, regenerate,
 * edit), keeps the message tree and the branch on screen, and stops generating on request or when the
 * page goes away. Mount it per robot (key) so another robot starts clean.
 */
export function useChatSession(opts: {
  robotUUID: string | null;
  /** the conversation in the URL; null: none named */
  conversationId: string | null;
  /** a new conversation got its id (from the stream's meta) */
  onCreated: (id: string) => void;
  /** read when a turn starts: the chosen model and plugins */
  choice?: () => TurnChoice;
  /** the server refused a turn before answering (its question is no longer on screen) */
  onRefused?: (refusal: Refusal) => void;
}) {
  const { robotUUID, conversationId, onCreated } = opts;
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown>(fresh);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // The latest tree for callbacks that run between renders (stream events). Every writer sets it
  // with the tree it shows, but the URL's change (set during a render): see the effect below.
  const treeRef = useRef(shown.tree);
  const abortRef = useRef<AbortController | null>(null);
  const onCreatedRef = useRef(onCreated);
  const choiceRef = useRef(opts.choice);
  const onRefusedRef = useRef(opts.onRefused);
  useEffect(() => {
    onCreatedRef.current = onCreated;
    choiceRef.current = opts.choice;
    onRefusedRef.current = opts.onRefused;
    // Only the conversation the URL named, until it loads. Any other tree drawn may be older than
    // the ref: streamed text is applied in a transition, and an urgent update drawn before it
    // shows the tree without it. Taking that tree back would lose the text (decision 060).
    if (!shown.loaded) treeRef.current = shown.tree;
  });

  const setTree = useCallback((update: (t: ChatTree) => ChatTree) => {
    treeRef.current = update(treeRef.current);
    const tree = treeRef.current;
    setShown((s) => ({ ...s, tree }));
  }, []);

  const stop = useCallback(() => abortRef.current?.abort(), []);
  useEffect(() => stop, [stop]);

  // When the URL names another conversation (reload, history, back/forward), show it. Only a change of
  // the URL counts: "new conversation" empties the screen a render before the URL drops its ?c=, and
  // the conversation being left must not come back from it.
  const [urlId, setUrlId] = useState<string | null>(null);
  if (conversationId !== urlId) {
    setUrlId(conversationId);
    if (conversationId && conversationId !== shown.tree.conversationId) {
      setShown({
        tree: { ...emptyTree, conversationId },
        loaded: false,
        loadFailed: false,
      });
      setRefusal(null);
      setStatus('idle');
    }
  }

  const pendingId = shown.loaded ? null : shown.tree.conversationId;
  useEffect(() => {
    if (!pendingId) return;
    const controller = new AbortController();
    getConversation(pendingId, controller.signal)
      .then((detail) => {
        treeRef.current = treeFromDetail(detail);
        setShown({ tree: treeRef.current, loaded: true, loadFailed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown((s) => ({ ...s, loaded: true, loadFailed: true }));
      });
    return () => controller.abort();
  }, [pendingId]);

  /** Leaves the conversation on screen for a new, empty one. */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    treeRef.current = emptyTree;
    setShown(fresh);
    setRefusal(null);
    setStatus('idle');
  }, []);

  const run = useCallback(
    async (turn: Turn) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const before = treeRef.current.currentNode;
      const ids = { user: turn.userText === null ? null : localId(), answer: localId() };
      setTree((t) => {
        let next = t;
        if (ids.user !== null) {
          next = addNode(next, {
            id: ids.user,
            parent: turn.parent,
            role: 'user',
            content: turn.userText ?? '',
            status: 'done',
          });
        }
        return addNode(next, {
          id: ids.answer,
          parent: ids.user ?? turn.parent,
          role: 'assistant',
          content: '',
          status: 'streaming',
        });
      });
      setStreamingId(ids.answer);
      setRefusal(null);
      setStatus('asking');

      let pending = '';
      let timer: ReturnType<typeof setTimeout> | null = null;
      const flush = () => {
        timer = null;
        if (!pending) return;
        const text = pending;
        pending = '';
        // setTree builds each new tree from the last one (treeRef), so an update drawn before this
        // one (the answer's status, a tool's step) already holds this text too.
        startTransition(() =>
          setTree((t) => {
            const node = t.nodes[ids.answer];
            return node ? patchNode(t, ids.answer, { content: node.content + text }) : t;
          }),
        );
      };
      const finish = (patch: Parameters<typeof patchNode>[2]) => {
        if (timer) clearTimeout(timer);
        flush();
        setTree((t) => patchNode(t, ids.answer, patch));
      };

      try {
        const outcome = await streamChat(
          turn.body,
          {
            onMeta: (meta) => {
              const created = !treeRef.current.conversationId;
              setTree((t) => {
                let next = ids.user ? renameNode(t, ids.user, meta.userMessageId) : t;
                next = renameNode(next, ids.answer, meta.assistantMessageId);
                next = withRoot(next, meta.rootId);
                return {
                  ...next,
                  conversationId: meta.conversationId,
                  title: meta.title,
                  currentModel: meta.model,
                  pluginIds: created ? (turn.body.plugins ?? []) : next.pluginIds,
                };
              });
              if (ids.user) ids.user = meta.userMessageId;
              ids.answer = meta.assistantMessageId;
              setStreamingId(meta.assistantMessageId);
              if (created) onCreatedRef.current(meta.conversationId);
              void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(robotUUID) });
            },
            onDelta: (content) => {
              pending += content;
              timer ??= setTimeout(flush, FLUSH_MS);
            },
            onTool: (step) => setTree((t) => upsertToolStep(t, ids.answer, step)),
          },
          controller.signal,
        );
        if (outcome.kind === 'done') finish({ status: 'done' });
        else if (outcome.kind === 'aborted') finish({ status: 'interrupted' });
        else {
          finish({ status: 'error', errorCode: outcome.code, degraded: outcome.degraded });
          // The picker marks the model degraded.
          if (outcome.degraded) void queryClient.invalidateQueries({ queryKey: chatModelsKey });
        }
        setStatus('idle');
      } catch (err) {
        const error = err instanceof ApiError ? err : new ApiError(0, 'errors.network');
        setTree((t) => removeNode(t, ids.user ?? ids.answer, before));
        const refused = { code: error.code, msg: error.msg, turn };
        setRefusal(refused);
        onRefusedRef.current?.(refused);
        setStatus(error.msg === ErrorKey.tooManyRequests ? 'queueing' : 'idle');
        // A model refused as unknown or not allowed: the list of models may have changed.
        if (error.code === ErrorCode.invalidInput || error.code === ErrorCode.forbidden)
          void queryClient.invalidateQueries({ queryKey: chatModelsKey });
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setStreamingId(null);
        void queryClient.invalidateQueries({ queryKey: chatKeys.credits() });
      }
    },
    [queryClient, robotUUID, setTree],
  );

  const base = useCallback((): Pick<
    ChatBody,
    'robotUUID' | 'conversationId' | 'model' | 'plugins'
  > => {
    const conversation = treeRef.current.conversationId;
    const { model, plugins } = choiceRef.current?.() ?? {};
    return {
      ...(robotUUID ? { robotUUID } : {}),
      conversationId: conversation ?? NEW_CONVERSATION,
      ...(model ? { model } : {}),
      // Plugins are chosen once, with a new conversation's first question; it keeps them.
      ...(!conversation && plugins?.length ? { plugins } : {}),
    };
  }, [robotUUID]);

  const send = useCallback(
    (text: string) => {
      const t = treeRef.current;
      const parent = t.currentNode ?? t.rootId;
      void run({
        body: { ...base(), ...(t.currentNode ? { parentId: t.currentNode } : {}), message: text },
        userText: text,
        parent,
      });
    },
    [base, run],
  );

  const regenerate = useCallback(
    (userMessageId: string) =>
      void run({
        body: { ...base(), parentId: userMessageId, regenerate: true, message: '' },
        userText: null,
        parent: userMessageId,
      }),
    [base, run],
  );

  /**
   * An edited question becomes a sibling of the original (same parent; a first question's parent is
   * the root, which the stream's meta event named).
   */
  const edit = useCallback(
    (userMessageId: string, text: string) => {
      const t = treeRef.current;
      const parent = t.nodes[userMessageId]?.parent ?? t.rootId;
      void run({
        body: { ...base(), ...(parent ? { parentId: parent } : {}), message: text },
        userText: text,
        parent,
      });
    },
    [base, run],
  );

  const switchBranch = useCallback((id: string) => setTree((t) => selectBranch(t, id)), [setTree]);

  const retry = useCallback(() => {
    if (refusal) void run(refusal.turn);
  }, [refusal, run]);

  const dismissRefusal = useCallback(() => {
    setRefusal(null);
    setStatus('idle');
  }, []);

  const path = useMemo(() => activePath(shown.tree), [shown.tree]);

  return {
    tree: shown.tree,
    path,
    status,
    streamingId,
    refusal,
    retry,
    dismissRefusal,
    loading: !shown.loaded,
    loadFailed: shown.loadFailed,
    reset,
    send,
    regenerate,
    edit,
    stop,
    switchBranch,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
