import {
  plainModelInfo,
  type ModelProvider,
  type StreamEvent,
  type StreamRequest,
} from './model-provider.ts';
import { terms } from './retrieval.ts';

export const OFFLINE_MODEL_ID = 'offline';
/** Characters of knowledge quoted in one answer by default (OFFLINE_QUOTE_MAX_CHARS). */
export const DEFAULT_QUOTE_MAX_CHARS = 240;

const TEXT = {
  'zh-CN': {
    label: '离线应答（未配置 AI 模型）',
    passagesIntro: '当前没有配置 AI 模型，以下是这个机器人的知识库中与你的问题最相关的一小段摘录：',
    notConfigured: [
      '当前没有配置 AI 模型，所以无法生成回答。',
      '',
      '管理员可以在管理后台的「模型」页添加任意兼容 OpenAI 接口的模型服务，立即生效；也可以在服务器第一次启动前用环境变量配置：',
      '',
      '- `OPENAI_BASE_URL`：模型服务的地址，例如 `https://api.openai.com/v1`，或本地 Ollama 的 `http://127.0.0.1:11434/v1`',
      '- `OPENAI_API_KEY`：访问密钥（本地无需密钥的服务可以不填）',
      '- `OPENAI_MODEL`：默认使用的模型，例如 `gpt-4o-mini`',
    ].join('\n'),
  },
  'en-US': {
    label: 'Offline responder (no AI model configured)',
    passagesIntro:
      "No AI model is configured, so here is a short excerpt from this robot's knowledge that best matches your question:",
    notConfigured: [
      'No AI model is configured, so no answer can be generated.',
      '',
      "An administrator can add any OpenAI-compatible model server on the Models page of the admin area, effective at once, or configure one in the server's environment before its first start:",
      '',
      '- `OPENAI_BASE_URL`: the server address, e.g. `https://api.openai.com/v1`, or `http://127.0.0.1:11434/v1` for a local Ollama',
      '- `OPENAI_API_KEY`: the access key (a local server that needs none can leave it unset)',
      '- `OPENAI_MODEL`: the default model, e.g. `gpt-4o-mini`',
    ].join('\n'),
  },
} as const;

/** A passage as a markdown quote, so that it reads as cited text and not as the responder's words. */
const quote = (passage: string) =>
  passage
    .trim()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

// A sentence with what ends it (Chinese and Western stops, line ends).
const SENTENCE = /[^。！？!?.;；\n]+[。！？!?.;；\n]*/gu;

/**
 * The part of the passages that best matches the question, at most `max` characters: from the start
 * of the sentence that shares the most terms with it (the first such one), on through the sentences
 * after it in the same passage. Marked with '…' when cut. Quoting whole passages would let a few
 * questions read a public robot's knowledge out; this keeps each answer to one short excerpt.
 */
export function excerptOf(passages: string[], question: string, max: number): string {
  if (max <= 0) return '';
  const wanted = new Set(terms(question));
  let best = { passage: -1, start: 0, score: -1 };
  passages.forEach((passage, i) => {
    for (const m of passage.matchAll(SENTENCE)) {
      const found = new Set(terms(m[0]).filter((t) => wanted.has(t))).size;
      if (found > best.score) best = { passage: i, start: m.index, score: found };
    }
  });
  if (best.passage < 0) return '';
  const chars = Array.from(passages[best.passage]!.slice(best.start).trim());
  const cut = chars.length > max;
  return (
    chars
      .slice(0, cut ? Math.max(max - 1, 0) : max)
      .join('')
      .trimEnd() + (cut ? '…' : '')
  );
}

/** The last question of the conversation (what the excerpt should answer). */
const questionOf = (req: Pick<StreamRequest, 'messages'>): string =>
  req.messages.findLast((m) => m.role === 'user')?.content ?? '';

/**
 * The whole offline answer to one request: an excerpt of at most `maxQuoteChars` characters of the
 * retrieved passages, or how to configure a model when there are none.
 */
export function offlineAnswer(
  req: Pick<StreamRequest, 'knowledge' | 'language' | 'messages'>,
  maxQuoteChars = DEFAULT_QUOTE_MAX_CHARS,
): string {
  const text = TEXT[req.language ?? 'zh-CN'];
  const passages = (req.knowledge ?? []).filter((p) => p.trim());
  const excerpt = excerptOf(passages, questionOf(req), maxQuoteChars);
  if (!excerpt) return text.notConfigured;
  return [text.passagesIntro, quote(excerpt)].join('\n\n');
}

const PIECE = 24;

/**
 * The responder used when no model is configured. It is honest about what it is: it never pretends to
 * be a model, it quotes a short excerpt of the retrieved passages or says how to configure one. It streams in small pieces
 * like a model so that the client takes a single path.
 */
export function createOfflineProvider(options: { maxQuoteChars?: number } = {}): ModelProvider {
  const maxQuoteChars = options.maxQuoteChars ?? DEFAULT_QUOTE_MAX_CHARS;
  return {
    kind: 'offline',

    async listModels() {
      return {
        models: [
          {
            ...plainModelInfo(OFFLINE_MODEL_ID, TEXT['en-US'].label),
            labelZh: TEXT['zh-CN'].label,
            creditsPerAnswer: 0,
          },
        ],
        defaultModel: OFFLINE_MODEL_ID,
      };
    },

    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      const answer = Array.from(offlineAnswer(req, maxQuoteChars));
      for (let i = 0; i < answer.length; i += PIECE) {
        if (req.signal.aborted) throw req.signal.reason;
        yield { type: 'delta', text: answer.slice(i, i + PIECE).join('') };
        // Yield to the event loop so that a client that went away is noticed between pieces.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      if (req.signal.aborted) throw req.signal.reason;
      yield { type: 'done', finishReason: 'stop', usage: null };
    },
  };
}
