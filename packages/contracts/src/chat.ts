import { z } from 'zod';
import { ChatLimits, NEW_CONVERSATION } from './chat-rules.ts';
import { endpoint } from './endpoint.ts';
import { listOf, paging } from './envelope.ts';
import { FieldReason } from './errors.ts';
import { Limits } from './limits.ts';
import { modelTier } from './limits-and-usage.ts';

const R = FieldReason;

/** The spec's conversation sources; this server's own answers are always `openai_api`. */
export const conversationSource = z.enum(['openai_api', 'openai_web']);
export type ConversationSource = z.infer<typeof conversationSource>;

export const messageRole = z.enum(['user', 'assistant', 'system']);
export type MessageRole = z.infer<typeof messageRole>;

/**
 * - streaming: the answer is being written;
 * - done: finished normally;
 * - interrupted: the client went away (or the server stopped) before the end; the partial text is kept;
 * - error: the model failed or timed out; the partial text, if any, is kept.
 */
export const messageStatus = z.enum(['streaming', 'done', 'interrupted', 'error']);
export type MessageStatus = z.infer<typeof messageStatus>;

/**
 * One chat turn (POST /api/stream/chat and POST /api/chat).
 *
 * - `conversationId`: `new_conversation` starts one; otherwise a conversation of the caller.
 * - `parentId`: the message the new question follows. Absent: the conversation's `current_node`.
 *   To edit a question, send the parent of the question being edited: the new one becomes its sibling.
 *   The conversation's root (a `system` node) is a valid parent: that edits the first question.
 * - `regenerate: true`: no new question; `parentId` is an existing user message, answered again as a new
 *   assistant sibling of its earlier answers. `message` is then ignored and may be empty.
 */
export const chatBody = z.object({
  robotUUID: z.uuid(R.invalidFormat).optional(),
  conversationId: z.union([z.literal(NEW_CONVERSATION), z.uuid(R.invalidFormat)], R.invalidValue),
  parentId: z
    .uuid(R.invalidFormat)
    .optional()
    .meta({
      description:
        "the message the new question follows (absent: the conversation's current_node); the parent of " +
        'an earlier question (or the root) makes an edited question a sibling branch',
    }),
  regenerate: z.boolean(R.invalidValue).optional().meta({
    description:
      'true: answer the user message `parentId` again as a new assistant sibling (no new question)',
  }),
  message: z
    .string(R.invalidValue)
    .max(ChatLimits.message, R.tooLong)
    .default('')
    .meta({ description: 'the question (1-8000 characters); ignored with regenerate' }),
  model: z
    .string(R.invalidValue)
    .trim()
    .max(ChatLimits.model, R.tooLong)
    .optional()
    .meta({
      description:
        'a model id from /api/chat/models (absent: the default); an unknown model, or one the caller ' +
        'may not use, is refused with errors.invalidConversationInfo',
    }),
  source: z
    .string(R.invalidValue)
    .max(32, R.tooLong)
    .optional()
    .meta({
      description:
        "a new conversation's source: openai_api (default) or openai_web; another value is refused with " +
        'errors.invalidConversationInfo',
    }),
  plugins: z
    .array(z.string(R.invalidValue).max(32, R.tooLong))
    .max(Limits.plugins, R.tooMany)
    .optional()
    .meta({
      description:
        'plugin ids (at most 3) for a new conversation, only with a model that supports tools ' +
        '(otherwise errors.invalidConversationInfo); kept by the conversation',
    }),
});
export type ChatBody = z.input<typeof chatBody>;

export const chatUsage = z.object({ promptTokens: z.number(), completionTokens: z.number() });

/** One plugin call within an answer, as the chat shows it (collapsible: name, input, result). */
export const toolStep = z.object({
  /** the model's tool call id */
  id: z.string(),
  /** the plugin id */
  name: z.string(),
  /** the arguments as JSON text */
  input: z.string(),
  status: z.enum(['running', 'done', 'error']),
  /** the result (or the error) as text; null while running */
  output: z.string().nullable(),
});
export type ToolStep = z.infer<typeof toolStep>;

/** Events of the chat stream (`event: <name>` + `data: <json>`). */
export const chatStreamEvents = {
  meta: z.object({
    conversationId: z.string(),
    /** the conversation's root (system) message: the parent of its first questions */
    rootId: z.string(),
    userMessageId: z.string(),
    assistantMessageId: z.string(),
    title: z.string(),
    /** the model answering */
    model: z.string(),
  }),
  delta: z.object({ content: z.string() }),
  /** a plugin call started (status running) or ended (done / error); the same id is sent again */
  tool: toolStep,
  done: z.object({ finishReason: z.string(), usage: chatUsage.nullable() }),
  error: z.object({
    code: z.number().int(),
    msg: z.string(),
    /** the model has failed recently and is marked degraded for a while */
    degraded: z.boolean().optional(),
  }),
};
export type ChatToolEvent = z.infer<typeof chatStreamEvents.tool>;
export type ChatMetaEvent = z.infer<typeof chatStreamEvents.meta>;
export type ChatDoneEvent = z.infer<typeof chatStreamEvents.done>;
export type ChatErrorEvent = z.infer<typeof chatStreamEvents.error>;

/** A message as POST /api/chat answers it. */
export const chatMessage = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  role: messageRole,
  content: z.string(),
  status: messageStatus,
  model: z.string().nullable(),
  finishReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatAnswer = z.object({ conversationId: z.string(), message: chatMessage });
export type ChatAnswer = z.infer<typeof chatAnswer>;

export const conversationSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** null: the general assistant */
  robotUUID: z.string().nullable(),
  currentModel: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** Which conversations GET /api/chat/conversations lists when no robotUUID is given. */
export const conversationScope = z.enum(['all', 'assistant'], R.invalidValue);
export type ConversationScope = z.infer<typeof conversationScope>;

export const conversationsQuery = paging(Limits.list.maxLimit).extend({
  robotUUID: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid(R.invalidFormat).optional(),
  ),
  scope: conversationScope.default('all').meta({
    description:
      'all (default): every conversation of the caller, or those with robotUUID; assistant: only ' +
      'those with the general assistant (not combined with robotUUID)',
  }),
});
export type ConversationsQuery = z.input<typeof conversationsQuery>;

/** A node of the message tree, in the spec's client shape. */
export const conversationNode = z.object({
  id: z.string(),
  parent: z.string().nullable(),
  children: z.array(z.string()),
  message: z.object({
    id: z.string(),
    author: z.object({ role: messageRole }),
    content: z.object({ content_type: z.literal('text'), parts: z.array(z.string()) }),
    status: messageStatus,
    create_time: z.string(),
    metadata: z.object({
      model: z.string().nullable(),
      finish_reason: z.string().nullable(),
      /** the catalogue code of a failed answer (10502, 10503) */
      error_code: z.number().int().nullable(),
      /** the plugin calls made while writing this answer */
      tool_steps: z.array(toolStep).optional(),
    }),
  }),
});
export type ConversationNode = z.infer<typeof conversationNode>;

/** GET /api/chat/conversation/{id}: the spec's conversation object (snake_case, as the spec names it). */
export const conversationDetail = z.object({
  conversation_id: z.string(),
  title: z.string(),
  source: conversationSource,
  current_model: z.string().nullable(),
  create_time: z.string(),
  update_time: z.string(),
  mapping: z.record(z.string(), conversationNode),
  current_node: z.string().nullable(),
  /** null: the general assistant */
  robot_uuid: z.string().nullable(),
  /** the plugins this conversation uses (spec: metadata.plugin_ids) */
  metadata: z.object({ plugin_ids: z.array(z.string()) }),
});
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const conversationIdParams = z.object({ id: z.uuid(R.invalidFormat) });

export const conversationRenameBody = z.object({
  id: z.uuid(R.invalidFormat),
  title: z.string(R.required).trim().min(1, R.required).max(ChatLimits.title, R.tooLong),
});
export type ConversationRenameBody = z.input<typeof conversationRenameBody>;

export const conversationDeleteBody = z.object({ id: z.uuid(R.invalidFormat) });
export type ConversationDeleteBody = z.input<typeof conversationDeleteBody>;

/** A model the caller may choose (GET /api/chat/models applies their limits). */
export const chatModel = z.object({
  id: z.string(),
  /** in the caller's language (Accept-Language / x-language) */
  label: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  tier: modelTier,
  supportsTools: z.boolean(),
  creditsPerAnswer: z.number().int(),
  /** failed recently; may fail again */
  degraded: z.boolean(),
});
export type ChatModel = z.infer<typeof chatModel>;

export const chatPlugin = z.object({ id: z.string(), labelZh: z.string(), labelEn: z.string() });
export type ChatPlugin = z.infer<typeof chatPlugin>;

export const chatModels = z.object({
  models: z.array(chatModel),
  /** the default chat model, if the caller may use it; else the first they may */
  defaultModel: z.string(),
  /** true: no model is configured and the built-in offline responder answers */
  offline: z.boolean(),
  /**
   * the model AI writing sends as `model` (the admin's default writing model when it is on offer);
   * null: AI writing sends none and the server picks
   */
  writingModel: z.string().nullable(),
  /** the plugins the admin has enabled (usable with models that support tools) */
  plugins: z.array(chatPlugin),
  maxPlugins: z.number().int(),
});
export type ChatModels = z.infer<typeof chatModels>;

export const chatApi = {
  stream: endpoint({
    method: 'POST',
    path: '/api/stream/chat',
    body: chatBody,
    // The answer is `text/event-stream` (chatStreamEvents), not an envelope; errors found before the
    // stream starts (validation, 10402, 10404, 10429) are envelopes.
    data: z.null(),
  }),
  chat: endpoint({ method: 'POST', path: '/api/chat', body: chatBody, data: chatAnswer }),
  conversations: endpoint({
    method: 'GET',
    path: '/api/chat/conversations',
    query: conversationsQuery,
    data: listOf(conversationSummary),
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/chat/conversation/{id}',
    params: conversationIdParams,
    data: conversationDetail,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/api/chat/conversation/rename',
    body: conversationRenameBody,
    data: z.null(),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/chat/conversation/delete',
    body: conversationDeleteBody,
    data: z.null(),
  }),
  models: endpoint({ method: 'GET', path: '/api/chat/models', data: chatModels }),
};

export const creditChange = z.object({
  delta: z.number().int(),
  /** `grant` (new user), `chat` (an answer) */
  reason: z.string(),
  createdAt: z.string(),
});

export const creditInfo = z.object({
  balance: z.number().int(),
  /** false: credits are turned off on this server and answers cost nothing */
  enabled: z.boolean(),
  recent: z.array(creditChange),
});
export type CreditInfo = z.infer<typeof creditInfo>;

export const creditApi = {
  userGet: endpoint({ method: 'GET', path: '/api/credit/user/get', data: creditInfo }),
};
