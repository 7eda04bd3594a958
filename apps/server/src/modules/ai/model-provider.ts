/**
 * The one interface every AI model sits behind (architecture.md, "AI model layer"). Chat and AI writing
 * depend on this, never on a vendor SDK.
 */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  /** an assistant turn that called tools (its content may be empty) */
  toolCalls?: ToolCall[];
  /** a tool turn: the call whose result this is */
  toolCallId?: string;
}

/** A function the model may call (OpenAI tools): `parameters` is a JSON schema of its arguments. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One call the model asked for: `arguments` is JSON text as the model wrote it (may be invalid). */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

export interface StreamRequest {
  /** a model id from `listModels()`; absent: the provider's default */
  model?: string;
  messages: ChatTurn[];
  /** functions the model may call; absent or empty: none (a provider without tools ignores them) */
  tools?: ToolDefinition[];
  /** aborted when the client goes away or a deadline passes; the upstream call must stop */
  signal: AbortSignal;
  maxTokens?: number;
  temperature?: number;
  /**
   * Passages retrieved from a knowledge robot for this question. They are already in the system
   * message through the template; the offline responder, which has no model, answers with them.
   */
  knowledge?: string[];
  /** the user's language, for answers the server itself writes (offline responder) */
  language?: 'zh-CN' | 'en-US';
}

export interface StreamUsage {
  promptTokens: number;
  completionTokens: number;
}

/**
 * What a stream yields: text as it arrives, then, when the model ended by calling tools, one
 * `tool_calls` with the calls assembled, then at most one `done`.
 */
export type StreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'tool_calls'; calls: ToolCall[] }
  | { type: 'done'; finishReason: string; usage: StreamUsage | null };

export interface ModelInfo {
  id: string;
  /** shown in the UI (English; the catalogue's models carry both languages) */
  label: string;
  labelZh: string;
  labelEn: string;
  tier: 'standard' | 'premium';
  supportsTools: boolean;
  /** what one answer costs (null: the configured default price) */
  creditsPerAnswer: number | null;
  /** failed recently (connect error, 5xx, timeout): may fail again */
  degraded: boolean;
}

/** A model entry with only an id (a single configured provider): standard, no tools, default price. */
export const plainModelInfo = (id: string, label = id): ModelInfo => ({
  id,
  label,
  labelZh: label,
  labelEn: label,
  tier: 'standard',
  supportsTools: false,
  creditsPerAnswer: null,
  degraded: false,
});

export interface ModelProvider {
  /** 'openai' for any OpenAI-compatible server; 'offline' for the built-in responder */
  readonly kind: 'openai' | 'offline';
  listModels(): Promise<{ models: ModelInfo[]; defaultModel: string }>;
  /**
   * Streams one answer. Throws `ModelError` for upstream failures and deadline overruns (connect, idle
   * between tokens, total); throws the signal's reason when aborted by the caller.
   */
  stream(req: StreamRequest): AsyncIterable<StreamEvent>;
}

export type ModelErrorKind = 'upstream' | 'timeout' | 'not-configured';

/** An upstream failure; the API maps it to 10502 errors.upstreamFailed (10503 when not configured). */
export class ModelError extends Error {
  /** the model is now marked degraded (the model registry's health book); the chat says so */
  readonly degraded: boolean;

  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    options?: { cause?: unknown; degraded?: boolean },
  ) {
    super(message, options);
    this.name = 'ModelError';
    this.degraded = options?.degraded ?? false;
  }
}
