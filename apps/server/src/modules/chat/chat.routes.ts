import { chatApi, chatStreamEvents, codeOfKey, conversationIdParams } from '@robot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Router } from '../../lib/router.ts';
import { openSse, typedEvents, type WriteResult } from '../../lib/sse/sse-writer.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import type { AnswerOutcome } from './chat-answer.ts';
import type { ChatRequestBody, Language, PreparedTurn } from './chat-turn.ts';
import type { ConversationsService } from './chat.service.ts';
import { toChatMessage } from './conversation-view.ts';

export interface ChatRouteDeps {
  conversations: ConversationsService;
  prepare(body: ChatRequestBody, user: CurrentUser, language: Language): Promise<PreparedTurn>;
  answer(
    turn: PreparedTurn,
    onDelta: (text: string) => WriteResult | void,
    signal: AbortSignal,
  ): Promise<AnswerOutcome>;
}

/** The language answers written by the server itself use (the offline responder, passages intro). */
export const languageOf = (request: FastifyRequest): Language =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en-US' : 'zh-CN';

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

export function registerChatRoutes(router: Router, deps: ChatRouteDeps): void {
  const { conversations, prepare, answer } = deps;

  router.rawRoute(chatApi.stream, {
    auth: 'user',
    handler: async ({ body, caller, request, reply }) => {
      // Everything that can refuse the request happens before the stream: those answer JSON.
      const turn = await prepare(body, caller.user!, languageOf(request));
      const sse = openSse(reply);
      const events = typedEvents(sse, chatStreamEvents);
      try {
        events.send('meta', {
          conversationId: turn.conversationId,
          userMessageId: turn.userMessageId,
          assistantMessageId: turn.answer.id,
          title: turn.title,
        });
        const outcome = await answer(
          turn,
          (content) => events.send('delta', { content }),
          sse.signal,
        );
        if (outcome.status === 'done') {
          events.send('done', {
            finishReason: outcome.finishReason ?? 'stop',
            usage: outcome.usage,
          });
        } else if (outcome.errorKey) {
          events.send('error', { code: codeOfKey[outcome.errorKey], msg: outcome.errorKey });
        }
      } catch (err) {
        request.log.error({ err }, 'chat stream failed');
        events.send('error', {
          code: codeOfKey['errors.databaseError'],
          msg: 'errors.databaseError',
        });
      } finally {
        sse.end();
      }
    },
  });

  router.route(chatApi.chat, {
    auth: 'user',
    handler: async ({ body, caller, request, reply }) => {
      const turn = await prepare(body, caller.user!, languageOf(request));
      const outcome = await answer(turn, () => {}, clientGone(reply).signal);
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
    params: conversationIdParams,
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
    handler: () => conversations.models(),
  });
}
