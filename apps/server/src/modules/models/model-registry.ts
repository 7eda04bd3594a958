import type { ModelTimeouts } from '../ai/deadlines.ts';
import {
  ModelError,
  type ModelErrorKind,
  type ModelInfo,
  type ModelProvider,
  type StreamEvent,
  type StreamRequest,
} from '../ai/model-provider.ts';
import { createOpenAiProvider, type OpenAiProviderOptions } from '../ai/openai-provider.ts';
import type { SettingsReader } from '../settings/settings.service.ts';
import type { ModelHealthBook } from './model-health.ts';
import type { ModelRow, ModelsRepository, ProviderRow } from './models.repository.ts';
import type { SecretBox } from './secret-box.ts';

// The SDK insists on a key; keyless local servers (Ollama, llama.cpp) ignore whatever is sent.
const NO_KEY = 'no-key';

interface Entry {
  row: ModelRow;
  client: ModelProvider;
}

export interface ModelRegistryDeps {
  repo: Pick<ModelsRepository, 'providers' | 'models'>;
  box: SecretBox;
  settings: Pick<SettingsReader, 'current' | 'onChange'>;
  health: ModelHealthBook;
  /** answers when no model is enabled */
  offline: ModelProvider;
  timeouts: ModelTimeouts;
  now: () => number;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  /** makes one provider's client (tests may count or replace them) */
  connect?: (opts: OpenAiProviderOptions) => ModelProvider;
}

/** How one call of a model ended, as the registry tells its observers (the metrics). */
export interface ModelCallOutcome {
  /** the model's public id */
  model: string;
  /** `aborted`: the caller went away (the client closed the chat) before the model finished */
  outcome: 'ok' | 'aborted' | ModelErrorKind | 'error';
  /** ms until the first text; null when none came */
  firstTokenMs: number | null;
  /** ms until the call ended */
  totalMs: number;
}
export type ModelCallObserver = (call: ModelCallOutcome) => void;

export const toModelInfo = (row: ModelRow, degraded: boolean): ModelInfo => ({
  id: row.id,
  label: row.label_en,
  labelZh: row.label_zh,
  labelEn: row.label_en,
  tier: row.tier,
  supportsTools: row.supports_tools === 1,
  creditsPerAnswer: row.credits_per_answer,
  degraded,
});

/**
 * The models of the database behind the one `ModelProvider` interface chat and AI writing use
 * (decision 012): the enabled models of enabled providers, each call routed to its provider's
 * OpenAI-compatible client under the provider's name for it. With no model enabled the offline
 * responder answers (kind 'offline'). Kept in memory; `reload` rebuilds it from the tables, which
 * happens at start-up, after this instance's changes and whenever the settings version moves (another
 * instance's change). Every call's outcome goes to the health book.
 */
export function createModelRegistry(deps: ModelRegistryDeps) {
  const { repo, box, settings, health, offline, now, log } = deps;
  const connect = deps.connect ?? createOpenAiProvider;
  let entries = new Map<string, Entry>();
  let order: Entry[] = [];
  /** one client per provider, kept while the provider row does not change */
  const clients = new Map<string, { signature: string; client: ModelProvider }>();
  let chain: Promise<void> = Promise.resolve();
  const observers = new Set<ModelCallObserver>();
  /** once per call, after the health book; an observer's failure never reaches the call */
  const tell = (call: ModelCallOutcome): void => {
    for (const observe of observers) {
      try {
        observe(call);
      } catch (err) {
        log.warn({ err }, 'a model call observer failed');
      }
    }
  };

  function clientOf(p: ProviderRow, firstModel: string): ModelProvider | null {
    const signature = `${p.base_url}\n${p.api_key_enc ?? ''}\n${p.updated_at}`;
    const kept = clients.get(p.id);
    if (kept?.signature === signature) return kept.client;
    let apiKey = NO_KEY;
    if (p.api_key_enc) {
      try {
        apiKey = box.open(p.api_key_enc, p.id);
      } catch (err) {
        // Another MODEL_KEY_SECRET than the one the key was stored with: the admin must enter it again.
        log.error({ err, provider: p.id }, 'a model provider API key cannot be decrypted');
        return null;
      }
    }
    const client = connect({
      baseURL: p.base_url,
      apiKey,
      model: firstModel,
      timeouts: deps.timeouts,
    });
    clients.set(p.id, { signature, client });
    return client;
  }

  async function load(): Promise<void> {
    const [providers, models] = await Promise.all([repo.providers(), repo.models()]);
    const next = new Map<string, Entry>();
    const nextOrder: Entry[] = [];
    const enabled = new Map(providers.filter((p) => p.enabled === 1).map((p) => [p.id, p]));
    for (const row of models) {
      const provider = enabled.get(row.provider_id);
      if (row.enabled !== 1 || !provider) continue;
      const client = clientOf(provider, row.upstream_model);
      if (!client) continue;
      const entry = { row, client };
      next.set(row.id, entry);
      nextOrder.push(entry);
    }
    for (const id of clients.keys()) if (!enabled.has(id)) clients.delete(id);
    entries = next;
    order = nextOrder;
  }

  /** The model a request names, else the chat default, else the first. */
  function entryFor(id: string | undefined): Entry | undefined {
    return (id ? entries.get(id) : undefined) ?? entries.get(defaultId()) ?? order[0];
  }

  function defaultId(): string {
    const preferred = settings.current().defaultChatModel;
    if (preferred && entries.has(preferred)) return preferred;
    return order[0]?.row.id ?? '';
  }

  const provider: ModelProvider & {
    reload(): Promise<void>;
    start(): Promise<void>;
    observe(observer: ModelCallObserver): () => void;
  } = {
    get kind() {
      return order.length === 0 ? 'offline' : 'openai';
    },

    async listModels() {
      if (order.length === 0) return offline.listModels();
      return {
        models: order.map((e) => toModelInfo(e.row, health.isDegraded(e.row.id))),
        defaultModel: defaultId(),
      };
    },

    async *stream(req: StreamRequest): AsyncGenerator<StreamEvent> {
      const entry = entryFor(req.model);
      if (!entry) {
        yield* offline.stream(req);
        return;
      }
      const id = entry.row.id;
      const started = now();
      let firstToken: number | null = null;
      let recorded = false;
      let outcome: ModelCallOutcome['outcome'] = 'aborted';
      try {
        for await (const event of entry.client.stream({
          ...req,
          model: entry.row.upstream_model,
        })) {
          if (firstToken === null && event.type === 'delta') firstToken = now() - started;
          yield event;
        }
        recorded = true;
        outcome = 'ok';
        health.succeeded(id, firstToken);
      } catch (err) {
        recorded = true;
        if (req.signal.aborted) outcome = 'aborted';
        else outcome = err instanceof ModelError ? err.kind : 'error';
        if (
          err instanceof ModelError &&
          (err.kind === 'upstream' || err.kind === 'timeout') &&
          !req.signal.aborted
        ) {
          health.failed(id, err.message, firstToken);
          throw new ModelError(err.kind, err.message, { cause: err, degraded: true });
        }
        throw err;
      } finally {
        // The consumer stopped reading after text came (AI writing cuts at the field's length): the
        // model answered.
        if (!recorded && firstToken !== null) {
          outcome = 'ok';
          health.succeeded(id, firstToken);
        }
        if (observers.size > 0) {
          tell({ model: id, outcome, firstTokenMs: firstToken, totalMs: now() - started });
        }
      }
    },

    /** Tells `observer` how every later call ended (the metrics); answers how to stop. */
    observe(observer: ModelCallObserver): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },

    /** Rebuilds from the tables; calls run one after another, the last one wins. */
    reload(): Promise<void> {
      chain = chain
        .then(load)
        .catch((err: unknown) => log.error({ err }, 'reloading the models failed'));
      return chain;
    },

    /** start-up: the first load, then a reload whenever the settings version moves */
    async start(): Promise<void> {
      await provider.reload();
      settings.onChange(() => void provider.reload());
    },
  };
  return provider;
}

export type ModelRegistry = ReturnType<typeof createModelRegistry>;
