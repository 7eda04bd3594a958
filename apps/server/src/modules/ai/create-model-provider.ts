import type { Config } from '../../config.ts';
import type { ModelTimeouts } from './deadlines.ts';
import type { ModelProvider } from './model-provider.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4o-mini';
// The SDK insists on a key; keyless local servers (Ollama, llama.cpp) ignore whatever is sent.
const NO_KEY = 'no-key';

export const modelTimeoutsOf = (config: Config): ModelTimeouts => ({
  connectMs: config.MODEL_CONNECT_TIMEOUT_MS,
  idleMs: config.MODEL_IDLE_TIMEOUT_MS,
  totalMs: config.MODEL_TOTAL_TIMEOUT_MS,
});

/**
 * The one model provider of the server, made once at start-up: an OpenAI-compatible server when a key or
 * a base URL (keyless local servers) is configured, else the honest offline responder. The settings are
 * passed explicitly so that the SDK never falls back to reading process.env on its own.
 */
export function createModelProvider(config: Config): ModelProvider {
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    return createOfflineProvider({ maxQuoteChars: config.OFFLINE_QUOTE_MAX_CHARS });
  }
  return createOpenAiProvider({
    baseURL: config.OPENAI_BASE_URL || DEFAULT_BASE_URL,
    apiKey: config.OPENAI_API_KEY || NO_KEY,
    model: config.OPENAI_MODEL || DEFAULT_MODEL,
    timeouts: modelTimeoutsOf(config),
  });
}
