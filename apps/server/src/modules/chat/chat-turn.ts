import {
  ChatLimits,
  conversationSource,
  FieldReason,
  NEW_CONVERSATION,
  RobotType,
  type chatBody,
} from '@robot/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { newOrderedId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { ChatTurn, ModelInfo, ModelProvider, StreamRequest } from '../ai/model-provider.ts';
import { buildSystemPrompt, retrieveKnowledge } from '../ai/retrieval.ts';
import type { CurrentUser } from '../auth/auth.service.ts';
import { noHold, type CreditHold, type CreditsService } from '../credits/credits.service.ts';
import type { RobotForChat, RobotsService } from '../robots/robots.service.ts';
import { earlierQuestions, historyTurns, pathTo } from './chat-history.ts';
import type { ChatRepository, ConversationRow, MessageRow, NewMessage } from './chat.repository.ts';
import type { KnowledgeLimit } from './knowledge-limit.ts';
import type { StreamLimits, StreamSlot } from './stream-limits.ts';

export type ChatRequestBody = z.output<typeof chatBody>;
export type Language = 'zh-CN' | 'en-US';

export interface ChatSettings {
  /**
   * the general assistant's system prompt (and that of a robot whose prompt is empty); read per
   * question: the admin may change it at run time
   */
  assistantPrompt: () => string;
  /** the admin's default chat model (null or not on offer: the provider's default) */
  defaultModel: () => string | null;
  /** characters of history (questions and answers) sent with a question */
  contextChars: number;
  /** messages a conversation may hold; a question that would add past them is 10413 */
  maxMessages: number;
  /** the longest answer a model may write, in tokens (bounds what one answer can cost upstream) */
  maxTokens: number;
}

/** How many knowledge passages go into a knowledge robot's system prompt. */
const PASSAGES = 4;

/**
 * A question accepted, with everything the answer runner needs. Nothing is written yet: `store` takes
 * the answer's credits and writes the question and the answer's row ('streaming'), and the runner
 * calls it once the model has been asked, so those writes happen while the model thinks
 * (chat-answer.ts, `started`). `slot` and `hold` must be settled by whoever runs it, and `abandon`
 * called if it is never stored.
 */
export interface PreparedTurn {
  conversationId: string;
  /** the conversation's root message (created with a new conversation) */
  rootId: string;
  title: string;
  userMessageId: string;
  answer: NewMessage;
  request: Omit<StreamRequest, 'signal'>;
  /** the model answering, as the catalogue describes it */
  model: ModelInfo;
  /** the conversation's plugins (only with a model that supports tools) */
  plugins: string[];
  slot: StreamSlot;
  /** the answer's credits, once `store` has committed (settling before that gives nothing back) */
  hold: CreditHold;
  /**
   * takes the answer's credits (10402 if another stream spent them since the check) and writes the
   * turn's rows, in one transaction; throws if either fails, and then nothing was taken or written
   */
  store(): Promise<void>;
  /** the turn ends without having been stored: the limits take back what they counted for it */
  abandon(): Promise<void>;
}

/** What one turn asks of the per-user limits (issue 11). */
export interface TurnAdmission {
  user: CurrentUser;
  model: ModelInfo;
  /** true: this turn creates a conversation (the conversation cap applies) */
  newConversation: boolean;
}

/**
 * The per-user limits: `admit` throws the limit's error (10400 / 10403 / 10429) or counts the ask and
 * answers how to take that count back if the turn is refused later on (another check fails before
 * anything is stored), and `stored`, called once the turn's rows are written (counts read from the
 * tables see it from then on).
 */
export interface TurnGate {
  admit(turn: TurnAdmission): Promise<{ undo(): Promise<void>; stored?(): Promise<void> }>;
}

/** No per-user limits (tests of other parts; the composition uses the limits module's gate). */
export const openGate: TurnGate = { admit: async () => ({ undo: async () => {} }) };

/** The plugins the admin has enabled (the chat may only use those). */
export interface PluginAvailability {
  enabledIds(): string[];
}

export interface TurnDeps {
  repo: ChatRepository;
  robots: Pick<RobotsService, 'forChat' | 'chatCounted'>;
  credits: Pick<CreditsService, 'assertCanAfford' | 'charge'>;
  limits: StreamLimits;
  /** questions per asker and knowledge robot */
  knowledgeLimit: KnowledgeLimit;
  models: ModelProvider;
  settings: ChatSettings;
  gate: TurnGate;
  plugins: PluginAvailability;
}

/** A stored conversation's plugin ids (JSON; anything unreadable counts as none). */
export function pluginsOf(conversation: Pick<ConversationRow, 'plugins'>): string[] {
  if (!conversation.plugins) return [];
  try {
    const ids: unknown = JSON.parse(conversation.plugins);
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The first characters of the first question, on one line. */
export const titleOf = (question: string): string =>
  Array.from(question.replace(/\s+/g, ' ').trim()).slice(0, ChatLimits.autoTitle).join('');

const invalid = (field: string, reason: string = FieldReason.invalidValue) =>
  AppError.invalidFields({ [field]: reason });

/** The spec's 'Invalid conversation info': model, source or plugins (section 5). */
const invalidInfo = (
  field: 'model' | 'source' | 'plugins',
  reason: string = FieldReason.invalidValue,
) => new AppError('errors.invalidConversationInfo', { fields: { [field]: reason } });

/**
 * Checks one chat request and prepares its turn, in this order: input, ownership and visibility
 * (10404), credits (10402), the user's stream cap and rate, then their questions to this knowledge
 * robot (10429). Nothing is written here: the turn's `store` holds the answer's credits and writes
 * the question and the answer row in state 'streaming' once the model has been asked, and before
 * anything of the answer is read, so the question survives whatever happens to the answer, and the
 * credits' debit shares the turn's transaction instead of coming before the model's request
 * (docs/decisions/041, addendum).
 * The offline responder's answers are free: no credits are checked, held or spent for them.
 */
export function createTurnPreparer(deps: TurnDeps) {
  const { repo, robots, credits, limits, knowledgeLimit, models, settings, gate, plugins } = deps;

  /** Where the new question (or, for regenerate, the new answer) hangs in an existing conversation. */
  function parentIn(
    conversation: ConversationRow,
    messages: MessageRow[],
    body: ChatRequestBody,
  ): MessageRow {
    if (body.regenerate && !body.parentId) throw invalid('parentId', FieldReason.required);
    const parentId = body.parentId ?? conversation.current_node;
    const parent = messages.find((m) => m.id === parentId);
    if (!parent) throw invalid('parentId');
    // A regenerated answer follows a question; a new question follows an answer or the root.
    if (body.regenerate ? parent.role !== 'user' : parent.role === 'user')
      throw invalid('parentId');
    return parent;
  }

  /**
   * The model asked for (absent: the admin's default, else the provider's). A model that is not on
   * offer (unknown, disabled) is 'Invalid conversation info'; whether this user may use it is the
   * gate's to say.
   */
  async function chooseModel(asked: string | undefined): Promise<ModelInfo> {
    const { models: offered, defaultModel } = await models.listModels();
    if (asked) {
      const found = offered.find((m) => m.id === asked);
      if (!found) throw invalidInfo('model');
      return found;
    }
    const preferred = settings.defaultModel();
    const found =
      offered.find((m) => m.id === preferred) ?? offered.find((m) => m.id === defaultModel);
    if (!found) throw new AppError('errors.modelNotConfigured');
    return found;
  }

  /** A new conversation's source and plugins (an existing one keeps its own). */
  function conversationInfo(body: ChatRequestBody, model: ModelInfo): string[] {
    if (body.source !== undefined && !conversationSource.safeParse(body.source).success) {
      throw invalidInfo('source');
    }
    const asked = [...new Set(body.plugins ?? [])];
    if (asked.length === 0) return [];
    if (!model.supportsTools) throw invalidInfo('plugins');
    const enabled = plugins.enabledIds();
    if (asked.some((id) => !enabled.includes(id))) throw invalidInfo('plugins');
    return asked;
  }

  function systemPrompt(
    robot: RobotForChat | null,
    question: string,
    language: Language,
    earlier: string[] = [],
  ) {
    if (!robot) return { system: settings.assistantPrompt(), knowledge: undefined };
    if (robot.type !== RobotType.knowledge) {
      return { system: robot.prompt.trim() ? robot.prompt : settings.assistantPrompt() };
    }
    const knowledge = robot.knowledge
      ? retrieveKnowledge(robot.knowledge, question, earlier, PASSAGES)
      : [];
    return { system: buildSystemPrompt(robot.prompt, knowledge, language), knowledge };
  }

  async function prepare(
    body: ChatRequestBody,
    user: CurrentUser,
    language: Language,
  ): Promise<PreparedTurn> {
    const regenerate = body.regenerate === true;
    if (!regenerate && body.message.trim().length === 0) {
      throw new AppError('errors.messageEmpty', { fields: { message: FieldReason.required } });
    }
    const isNew = body.conversationId === NEW_CONVERSATION;
    if (isNew && (body.parentId || regenerate)) throw invalid('parentId');

    const conversation = isNew ? null : await repo.findConversation(body.conversationId);
    if (!isNew && (!conversation || conversation.user_id !== user.id)) {
      throw new AppError('errors.conversationNotFound');
    }
    // A conversation stays with the robot it was started with.
    if (conversation && body.robotUUID && body.robotUUID !== conversation.robot_id) {
      throw invalid('robotUUID');
    }
    const robotId = conversation ? conversation.robot_id : (body.robotUUID ?? null);
    const robot = robotId ? await robots.forChat(robotId, user.id, user.role) : null;

    const messages = conversation ? await repo.listMessages(conversation.id) : [];
    // A turn adds a question and an answer (a regenerate, an answer only).
    if (messages.length + (body.regenerate ? 1 : 2) > settings.maxMessages) {
      throw new AppError('errors.conversationTooLong');
    }
    const parent = conversation ? parentIn(conversation, messages, body) : null;

    const model = await chooseModel(body.model);
    const conversationPlugins = conversation
      ? pluginsOf(conversation)
      : conversationInfo(body, model);
    // A conversation's plugins need a model with tools: switching to one without drops them for the turn.
    const turnPlugins = model.supportsTools ? conversationPlugins : [];
    // The offline responder only explains that no model is configured; a user without credits must
    // still be told that, and it is no answer to pay for.
    const free = models.kind === 'offline';
    if (!free) await credits.assertCanAfford(user.id, model.creditsPerAnswer);
    const admission = await gate.admit({ user, model, newConversation: isNew });
    let slot: StreamSlot;
    try {
      slot = await limits.acquire(user.id);
    } catch (err) {
      await admission.undo();
      throw err;
    }
    try {
      if (robot) await knowledgeLimit.count(robot, user.id);
      const now = nowIso();
      const conversationId = conversation?.id ?? newOrderedId();
      const message = (
        m: Pick<NewMessage, 'parent_id' | 'role' | 'content' | 'status'>,
      ): NewMessage => ({
        id: newOrderedId(),
        conversation_id: conversationId,
        model: null,
        error_code: null,
        finish_reason: null,
        usage_prompt: null,
        usage_completion: null,
        tool_steps: null,
        latency_ms: null,
        created_at: now,
        updated_at: now,
        ...m,
      });
      const root = isNew
        ? message({ parent_id: null, role: 'system', content: '', status: 'done' })
        : null;
      const question = regenerate
        ? parent!
        : message({
            parent_id: (root ?? parent!).id,
            role: 'user',
            content: body.message,
            status: 'done',
          });
      const answer: NewMessage = {
        ...message({ parent_id: question.id, role: 'assistant', content: '', status: 'streaming' }),
        model: model.id,
      };
      const title = conversation?.title ?? titleOf(body.message);
      // The credits are taken when the turn is stored, in its transaction. The check above refused a
      // user who cannot pay; a parallel stream may still have spent the last credit since, and then
      // `store` refuses and writes nothing.
      let held: CreditHold = noHold;
      const hold: CreditHold = { settle: (delivered) => held.settle(delivered) };
      const store = async () => {
        const charge = free ? null : credits.charge(user.id, answer.id, model.creditsPerAnswer);
        await repo.insertTurn(
          {
            conversation: isNew
              ? {
                  id: conversationId,
                  user_id: user.id,
                  robot_id: robot?.id ?? null,
                  title,
                  source: body.source === 'openai_web' ? 'openai_web' : 'openai_api',
                  current_model: model.id,
                  current_node: null,
                  created_at: now,
                  updated_at: now,
                  deleted_at: null,
                  plugins: conversationPlugins.length ? JSON.stringify(conversationPlugins) : null,
                }
              : null,
            conversationId,
            messages: [...(root ? [root] : []), ...(regenerate ? [] : [question]), answer],
            currentModel: model.id,
            now,
            countChatOf: isNew && robot ? robot.id : null,
          },
          charge?.write,
        );
        held = charge?.hold ?? noHold;
        await admission.stored?.();
        if (isNew && robot) await robots.chatCounted(robot.id);
      };
      const path = parent ? pathTo(messages, parent.id) : [];
      const history = historyTurns(regenerate ? path : [...path, question], settings.contextChars);
      const { system, knowledge } = systemPrompt(
        robot,
        question.content,
        language,
        earlierQuestions(path, question.id),
      );
      const turns: ChatTurn[] = [{ role: 'system', content: system }, ...history];
      return {
        conversationId,
        rootId: (root ?? path[0]!).id,
        title,
        userMessageId: question.id,
        answer,
        model,
        plugins: turnPlugins,
        request: {
          model: model.id,
          messages: turns,
          language,
          maxTokens: settings.maxTokens,
          ...(knowledge ? { knowledge } : {}),
        },
        slot,
        hold,
        store,
        abandon: () => admission.undo(),
      };
    } catch (err) {
      slot.release();
      await admission.undo();
      throw err;
    }
  }

  return { prepare };
}
