import type { ModelProvider, StreamEvent, StreamRequest } from './model-provider.ts';

export const OFFLINE_MODEL_ID = 'offline';

const TEXT = {
  'zh-CN': {
    label: '离线应答（未配置 AI 模型）',
    passagesIntro: '当前没有配置 AI 模型，以下是这个机器人的知识库中与你的问题相关的段落：',
    notConfigured: [
      '当前没有配置 AI 模型，所以无法生成回答。',
      '',
      '管理员可以在服务器的环境变量中配置任意兼容 OpenAI 接口的模型服务，然后重启服务器：',
      '',
      '- `OPENAI_BASE_URL`：模型服务的地址，例如 `https://api.openai.com/v1`，或本地 Ollama 的 `http://127.0.0.1:11434/v1`',
      '- `OPENAI_API_KEY`：访问密钥（本地无需密钥的服务可以不填）',
      '- `OPENAI_MODEL`：默认使用的模型，例如 `gpt-4o-mini`',
    ].join('\n'),
  },
  'en-US': {
    label: 'Offline responder (no AI model configured)',
    passagesIntro:
      "No AI model is configured, so here are the passages from this robot's knowledge that match your question:",
    notConfigured: [
      'No AI model is configured, so no answer can be generated.',
      '',
      "An administrator can configure any OpenAI-compatible model server in the server's environment and restart it:",
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

/** The whole offline answer to one request. */
export function offlineAnswer(req: Pick<StreamRequest, 'knowledge' | 'language'>): string {
  const text = TEXT[req.language ?? 'zh-CN'];
  const passages = (req.knowledge ?? []).filter((p) => p.trim());
  if (passages.length === 0) return text.notConfigured;
  return [text.passagesIntro, ...passages.map(quote)].join('\n\n');
}

const PIECE = 24;

/**
 * The responder used when no model is configured. It is honest about what it is: it never pretends to
 * be a model, it quotes the retrieved passages or says how to configure one. It streams in small pieces
 * like a model so that the client takes a single path.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    kind: 'offline',

    async listModels() {
      return {
        models: [{ id: OFFLINE_MODEL_ID, label: TEXT['en-US'].label }],
        defaultModel: OFFLINE_MODEL_ID,
      };
    },

    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      const answer = Array.from(offlineAnswer(req));
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
