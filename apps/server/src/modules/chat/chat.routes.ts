import { chatApi, chatStreamEvents, codeOfKey } from '@robot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Router } from '../../lib/router.ts';
import { openSse, PING_EVERY_MS, typedEvents, type SseWriter } from '../../lib/sse/sse-writer.ts';
import type { Language } from './chat-turn.ts';
import type { RunTurn } from './chat-turn-runner.ts';
import type { ConversationsService } from './chat.service.ts';
import { toChatMessage } from './conversation-view.ts';

export interface ChatRouteDeps {
  conversations: ConversationsService;
  runTurn: RunTurn;
  /** STREAM_STALL_TIMEOUT_MS: a client that reads nothing this long is cut off */
  stallMs: number;
}

/** The language answers written by the server itself use (the offline responder, passages intro). */
export const languageOf = (request: FastifyRequest): Language => {
  const chosen = request.headers['x-language'];
  if (chosen === 'en-US' || chosen === 'zh-CN') return chosen;
  return /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en-US' : 'zh-CN';
};

/** Aborts when the client goes away before the answer was fully sent. */
function clientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  // The response's 'close' (not the request's, which fires once the body is read) tells a dropped
  // connection from a finished answer.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller;
}

type ChatEvents = ReturnType<typeof typedEvents<typeof chatStreamEvents>>;

export function registerChatRoutes(router: Router, deps: ChatRouteDeps): void {
  const { conversations, runTurn } = deps;

  router.rawRoute(chatApi.stream, {
    auth: 'user',
    handler: async ({ body, caller, request, reply }) => {
      // Refusals (input, access, credits, limits) come before the stream opens and answer JSON.
      const open: { sse: SseWriter | null; events: ChatEvents | null } = {
        sse: null,
        events: null,
      };
      // one controller for the connection, from the request to the stream's end
      const gone = clientGone(reply);
      try {
        const { outcome } = await runTurn(body, caller.user!, languageOf(request), {
          onStart(turn) {
            open.sse = openSse(reply, PING_EVERY_MS, deps.stallMs, gone);
            open.events = typedEvents(open.sse, chatStreamEvents);
            void open.events.send('meta', {
              conversationId: turn.conversationId,
              rootId: turn.rootId,
              userMessageId: turn.userMessageId,
              assistantMessageId: turn.answer.id,
              title: turn.title,
              model: turn.model.id,
            });
          },
          onDelta: (content) => open.events?.send('delta', { content }),
          onTool: (step) => open.events?.send('tool', step),
          signal: gone.signal,
          log: request.log,
        });
        const events = open.events!;
        if (outcome.status === 'done') {
          void events.send('done', {
            finishReason: outcome.finishReason ?? 'stop',
            usage: outcome.usage,
          });
        } else if (outcome.errorKey) {
          void events.send('error', {
            code: codeOfKey[outcome.errorKey],
            msg: outcome.errorKey,
            ...(outcome.degraded ? { degraded: true } : {}),
          });
        }
      } catch (err) {
        if (!open.events) throw err;
        request.log.error({ err }, 'chat stream failed');
        void open.events.send('error', {
          code: codeOfKey['errors.databaseError'],
          msg: 'errors.databaseError',
        });
      } finally {
        open.sse?.end();
      }
    },
  });

  router.route(chatApi.chat, {
    auth: 'user',
    handler: async ({ body, caller, request, reply }) => {
      const { turn, outcome } = await runTurn(body, caller.user!, languageOf(request), {
        onStart: () => {},
        onDelta: () => {},
        onTool: () => {},
        signal: clientGone(reply).signal,
        log: request.log,
      });
      if (outcome.errorKey) throw new AppError(outcome.errorKey);
      return {
        conversationId: turn.conversationId,
        message: toChatMessage({
          ...turn.answer,
          seq: 0,
          content: outcome.content,
          status: outcome.status,
          finish_reason: outcome.finishReason,
        }),
      };
    },
  });

  router.route(chatApi.conversations, {
    auth: 'user',
    handler: ({ query, caller }) => conversations.list(query, caller.user!),
  });

  router.route(chatApi.conversation, {
    auth: 'user',
    handler: ({ params, caller }) => conversations.get(params.id, caller.user!),
  });

  router.route(chatApi.rename, {
    auth: 'user',
    handler: ({ body, caller }) => conversations.rename(body, caller.user!),
  });

  router.route(chatApi.delete, {
    auth: 'user',
    handler: ({ body, caller }) => conversations.delete(body, caller.user!),
  });

  router.route(chatApi.models, {
    auth: 'optional',
    handler: ({ caller, request }) => conversations.models(caller.user, languageOf(request)),
  });
}
