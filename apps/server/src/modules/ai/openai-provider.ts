import { createDeadlines, type ModelTimeouts } from './deadlines.ts';
import {
  plainModelInfo,
  type ChatTurn,
  type ModelInfo,
  type ModelProvider,
  type StreamEvent,
  type StreamRequest,
  type ToolCall,
} from './model-provider.ts';
import { bodyPieces } from './body-pieces.ts';
import { createSseParser, type SseMessage } from './sse-parser.ts';
import { createUpstreamClient } from './upstream-http.ts';

export interface OpenAiProviderOptions {
  baseURL: string;
  /** keyless local servers (Ollama, llama.cpp) take any value */
  apiKey: string;
  /** the default model */
  model: string;
  timeouts: ModelTimeouts;
}

const MODEL_LIST_TTL_MS = 5 * 60_000;

type ToolCallDelta = {
  index?: unknown;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown } | null;
};

type ChunkLike = {
  choices?:
    | {
        delta?: { content?: unknown; tool_calls?: ToolCallDelta[] | null } | null;
        finish_reason?: string | null;
      }[]
    | null;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  /** some servers report a failure mid-stream as a chunk with `error` */
  error?: unknown;
};

/** A failure the server reported inside the stream (an `error` event or chunk). */
class StreamedError extends Error {
  constructor() {
    super('model server reported an error in the stream');
    this.name = 'StreamedError';
  }
}

/** One `data:` payload of the stream: a chunk object, or null for `[DONE]`. */
function chunkOf(data: string): ChunkLike | null {
  if (data === '[DONE]') return null;
  const chunk: unknown = JSON.parse(data);
  if (!chunk || typeof chunk !== 'object') throw new SyntaxError('chunk is not an object');
  if ((chunk as ChunkLike).error) throw new StreamedError();
  return chunk as ChunkLike;
}

/** Our turns as the chat completions API takes them (tool calls and their results included). */
function toOpenAiMessages(turns: ChatTurn[]) {
  return turns.map((t) => {
    if (t.role === 'tool') {
      return { role: 'tool' as const, tool_call_id: t.toolCallId ?? '', content: t.content };
    }
    if (t.role === 'assistant' && t.toolCalls?.length) {
      return {
        role: 'assistant' as const,
        content: t.content || null,
        tool_calls: t.toolCalls.map((c) => ({
          id: c.id,
          type: 'function' as const,
          function: { name: c.name, arguments: c.arguments },
        })),
      };
    }
    return { role: t.role, content: t.content };
  });
}

/**
 * Tool calls arrive in pieces: the first delta of a call carries its index, id and name, later ones
 * more of its arguments' text. This puts them together by index.
 */
function toolCallAssembler() {
  const calls: ToolCall[] = [];
  return {
    add(deltas: ToolCallDelta[]) {
      for (const d of deltas) {
        const index = typeof d.index === 'number' ? d.index : calls.length;
        const call = (calls[index] ??= { id: '', name: '', arguments: '' });
        if (typeof d.id === 'string' && d.id) call.id = d.id;
        if (typeof d.function?.name === 'string') call.name += d.function.name;
        if (typeof d.function?.arguments === 'string') call.arguments += d.function.arguments;
      }
    },
    /** the calls, without holes; a call the server sent no id for gets one */
    done: (): ToolCall[] =>
      calls
        .filter((c): c is ToolCall => Boolean(c))
        .map((c, i) => ({ ...c, id: c.id || `call_${i}` })),
  };
}

/**
 * Any OpenAI-compatible server (OpenAI, DeepSeek, Qwen, Ollama, vLLM...) over plain HTTP with our own
 * server-sent-events parser (docs/decisions/018: the `openai` SDK's per-token work was a large share of
 * a chat turn's CPU). Nothing is retried (a retry would silently double the deadlines) and nothing is
 * logged: the base URL and headers stay out of errors and logs.
 */
export function createOpenAiProvider(opts: OpenAiProviderOptions): ModelProvider {
  const upstream = createUpstreamClient({ baseURL: opts.baseURL, apiKey: opts.apiKey });
  let listed: { at: number; ids: Promise<string[]> } | null = null;

  /** The server's own list, cached; callers arriving together share one request. */
  function serverModels(): Promise<string[]> {
    if (listed && Date.now() - listed.at < MODEL_LIST_TTL_MS) return listed.ids;
    const ids = upstream
      .getJson('/models', opts.timeouts.connectMs)
      .then((page) => {
        const data = (page as { data?: unknown } | null)?.data;
        if (!Array.isArray(data)) return [];
        return data
          .map((m: unknown) => (m as { id?: unknown } | null)?.id)
          .filter((id): id is string => typeof id === 'string');
      })
      // Many compatible servers have no model list; the configured model is enough. Try again later.
      .catch(() => [] as string[]);
    listed = { at: Date.now(), ids };
    return ids;
  }

  return {
    kind: 'openai',

    async listModels() {
      const ids = [opts.model, ...(await serverModels()).filter((id) => id !== opts.model)];
      const models: ModelInfo[] = ids.map((id) => plainModelInfo(id));
      return { models, defaultModel: opts.model };
    },

    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      const deadlines = createDeadlines(opts.timeouts, req.signal);
      let body: (AsyncIterable<unknown> & { destroy(err?: Error): void }) | undefined;
      let ended = false;
      try {
        // An abort (the caller's, a deadline) cuts the request itself, and later the body being read
        // (upstream-http.ts): either then fails at once.
        const { text } = await upstream.stream(
          '/chat/completions',
          {
            model: req.model ?? opts.model,
            messages: toOpenAiMessages(req.messages),
            ...(req.tools?.length
              ? {
                  tools: req.tools.map((t) => ({
                    type: 'function' as const,
                    function: {
                      name: t.name,
                      description: t.description,
                      parameters: t.parameters,
                    },
                  })),
                }
              : {}),
            stream: true,
            ...(req.maxTokens !== undefined ? { max_tokens: req.maxTokens } : {}),
            ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
          },
          deadlines.signal,
        );
        body = text;
        deadlines.started();

        const parser = createSseParser();
        const toolCalls = toolCallAssembler();
        let finishReason: string | null = null;
        let usage: { promptTokens: number; completionTokens: number } | null = null;
        // Read to the end of the response even after `[DONE]` (as the SDK did): a response read to
        // its end gives its connection back for the next turn; leaving the loop would close it.
        let done = false;
        /** one event of the stream: its text (empty when it has none) */
        const read = (message: SseMessage): string => {
          if (done) return '';
          if (message.event === 'error') throw new StreamedError();
          const chunk = chunkOf(message.data);
          if (chunk === null) {
            done = true;
            return '';
          }
          const choice = chunk.choices?.[0];
          const content = choice?.delta?.content;
          const callDeltas = choice?.delta?.tool_calls;
          if (Array.isArray(callDeltas) && callDeltas.length > 0) {
            deadlines.progressed();
            toolCalls.add(callDeltas);
          }
          if (choice?.finish_reason) finishReason = choice.finish_reason;
          if (chunk.usage) {
            usage = {
              promptTokens: chunk.usage.prompt_tokens ?? 0,
              completionTokens: chunk.usage.completion_tokens ?? 0,
            };
          }
          if (typeof content !== 'string' || content.length === 0) return '';
          deadlines.progressed();
          return content;
        };
        const pieces = bodyPieces(text);
        for (let piece = pieces.take() ?? (await pieces.next()); piece !== null;) {
          // The text of every piece already here goes out as one delta: under load several tokens
          // arrive in one read, and each delta costs its way through to the client's socket. Nothing
          // waits for more: the first token is sent as soon as it is read.
          let here = '';
          try {
            for (let more: string | undefined = piece; more !== undefined; more = pieces.take()) {
              for (const message of parser.push(more)) here += read(message);
            }
          } catch (err) {
            // what came before a failure still reaches the client, as it did token by token
            if (here) yield { type: 'delta', text: here };
            throw err;
          }
          if (here) {
            deadlines.holding(true);
            yield { type: 'delta', text: here };
            deadlines.holding(false);
          }
          piece = pieces.take() ?? (await pieces.next());
        }
        // A stream cut by an abort may end quietly: an abort must still surface as one.
        if (deadlines.aborted) throw deadlines.failure(null);
        ended = true;
        deadlines.completed();
        const calls = toolCalls.done();
        // Some compatible servers end a call with 'stop'; calls that came are calls all the same.
        if (
          calls.length > 0 &&
          (finishReason === 'tool_calls' || finishReason === 'stop' || !finishReason)
        ) {
          finishReason = 'tool_calls';
          yield { type: 'tool_calls', calls };
        }
        yield { type: 'done', finishReason: finishReason ?? 'stop', usage };
      } catch (err) {
        throw deadlines.failure(err);
      } finally {
        deadlines.dispose();
        // An answer not read to its end (failed, aborted, or the consumer stopped): close it.
        if (!ended) body?.destroy();
      }
    },
  };
}
