import type { ModelHealth } from '@robot/contracts';

/** What the admin sees: the last 15 minutes of calls on this instance. */
export const HEALTH_WINDOW_MS = 15 * 60_000;
/** Per model, at most this many calls are kept in the window (bounded memory under load). */
const MAX_SAMPLES = 5000;

interface Sample {
  at: number;
  ok: boolean;
  /** time to first token, ms (null: none came) */
  firstTokenMs: number | null;
}

interface ModelRecord {
  samples: Sample[];
  degradedUntil: number;
  lastError: string | null;
}

/**
 * Each model's recent calls on this instance (not shared between instances: each sees its own network
 * path to the provider). A failure (connect error, 5xx, timeout) marks the model degraded for
 * `degradedMs`; the chat is then told so, and the model list shows it.
 */
export function createModelHealth(opts: { now: () => number; degradedMs: number }) {
  const records = new Map<string, ModelRecord>();

  const recordOf = (id: string): ModelRecord => {
    let r = records.get(id);
    if (!r) {
      r = { samples: [], degradedUntil: 0, lastError: null };
      records.set(id, r);
    }
    return r;
  };

  const prune = (r: ModelRecord, now: number) => {
    const from = now - HEALTH_WINDOW_MS;
    let drop = 0;
    while (drop < r.samples.length && r.samples[drop]!.at < from) drop += 1;
    if (r.samples.length - drop > MAX_SAMPLES) drop = r.samples.length - MAX_SAMPLES;
    if (drop > 0) r.samples.splice(0, drop);
  };

  const percentile = (sorted: number[], p: number): number | null =>
    sorted.length === 0
      ? null
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

  return {
    succeeded(id: string, firstTokenMs: number | null): void {
      const now = opts.now();
      const r = recordOf(id);
      r.samples.push({ at: now, ok: true, firstTokenMs });
      prune(r, now);
    },
    failed(id: string, error: string, firstTokenMs: number | null): void {
      const now = opts.now();
      const r = recordOf(id);
      r.samples.push({ at: now, ok: false, firstTokenMs });
      r.degradedUntil = now + opts.degradedMs;
      r.lastError = error;
      prune(r, now);
    },
    isDegraded(id: string): boolean {
      return (records.get(id)?.degradedUntil ?? 0) > opts.now();
    },
    view(id: string): ModelHealth {
      const now = opts.now();
      const r = records.get(id);
      if (r) prune(r, now);
      const samples = r?.samples ?? [];
      const errors = samples.filter((s) => !s.ok).length;
      const latencies = samples
        .map((s) => s.firstTokenMs)
        .filter((v): v is number => v !== null)
        .sort((a, b) => a - b);
      const degraded = (r?.degradedUntil ?? 0) > now;
      return {
        degraded,
        degradedUntil: degraded ? new Date(r!.degradedUntil).toISOString() : null,
        calls: samples.length,
        errors,
        errorRate: samples.length === 0 ? 0 : errors / samples.length,
        latencyP50Ms: percentile(latencies, 50),
        latencyP95Ms: percentile(latencies, 95),
        lastError: samples.some((s) => !s.ok) ? r!.lastError : null,
      };
    },
    /** a deleted model's record goes with it */
    forget(id: string): void {
      records.delete(id);
    },
  };
}

export type ModelHealthBook = ReturnType<typeof createModelHealth>;
