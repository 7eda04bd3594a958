import {
  adminConfigChange,
  userLimits,
  type AdminConfig,
  type AdminConfigChange,
  type SiteSettings,
  type UserLimits,
} from '@robot/contracts';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { nowIso } from '../../lib/time.ts';
import { noNotifyBus, startFallbackPoll, type NotifyBus } from '../../lib/notify/notify-bus.ts';
import type { SettingsRepository } from './settings.repository.ts';

/** The admin config with everything set: stored values over the defaults from the environment. */
export type Settings = Omit<AdminConfig, 'version' | 'updatedAt'>;

/** Until an admin sets them: no per-user limit but premium models, which need the permission. */
export const DEFAULT_USER_LIMITS: UserLimits = {
  allowedModels: null,
  premium: false,
  maxConversations: null,
  dailyAsks: null,
  premiumAsksPer3h: null,
  answersPerMinute: null,
  timeSlots: null,
};

export function defaultSettings(config: Config): Settings {
  return {
    defaultChatModel: null,
    defaultWritingModel: config.ADVICE_MODEL ?? null,
    assistantPrompt: config.CHAT_ASSISTANT_PROMPT,
    creditsNewUserGrant: config.CREDITS_NEW_USER_GRANT,
    creditsPerAnswer: config.CREDITS_PER_ANSWER,
    registrationOpen: true,
    announcement: { enabled: false, zh: '', en: '' },
    defaultLimits: DEFAULT_USER_LIMITS,
    limitsTimeZone: config.LIMITS_TIME_ZONE,
  };
}

/** What other modules read: the current settings, always in memory (no query per request). */
export interface SettingsReader {
  current(): Settings;
  /** called after this instance or another one changed the settings (or the models) */
  onChange(listener: () => void): () => void;
}

const KEYS = Object.keys(adminConfigChange.shape) as (keyof Settings)[];
/** the bus topic: "the version moved, read it again" */
const TOPIC = 'settings';

/**
 * The admin config, live: loaded at start-up, re-read when this instance writes it, and when the
 * `version` row moves (another instance wrote it, or the models changed: `bump`). Another instance's
 * change is told on the bus (decision 020) and read within a moment; polling that one row every
 * SETTINGS_POLL_MS (every NOTIFY_FALLBACK_POLL_MS while the bus is connected) is the fallback.
 */
export function createSettingsService(deps: {
  repo: SettingsRepository;
  config: Config;
  log: { warn(obj: unknown, msg: string): void };
  /** tells the other instances of a change here, and this one of theirs (decision 020) */
  notify?: NotifyBus;
}) {
  const { repo, config, log } = deps;
  const bus = deps.notify ?? noNotifyBus();
  const defaults = defaultSettings(config);
  let settings: Settings = defaults;
  let version = -1;
  let updatedAt: string | null = null;
  const listeners = new Set<() => void>();
  let stopPolling: (() => void) | null = null;
  let polling = false;
  let pollAgain = false;

  async function reload(): Promise<void> {
    const rows = await repo.all();
    const next: Record<string, unknown> = { ...defaults };
    let latest: string | null = null;
    for (const key of KEYS) {
      const row = rows.get(key);
      if (!row) continue;
      // A stored value that no longer fits the schema (an older release's) falls back to the default.
      const parsed = adminConfigChange.shape[key].safeParse(row.value);
      if (parsed.success) next[key] = parsed.data;
      if (!latest || row.updatedAt > latest) latest = row.updatedAt;
    }
    const limits = userLimits.safeParse(next.defaultLimits);
    if (!limits.success) next.defaultLimits = DEFAULT_USER_LIMITS;
    settings = next as Settings;
    updatedAt = latest;
    version = Number(rows.get('version')?.value ?? 0);
    for (const listener of listeners) listener();
  }

  /** One check at a time (a notification during a check asks for one more after it). */
  async function poll(): Promise<void> {
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    do {
      pollAgain = false;
      try {
        if ((await repo.version()) !== version) await reload();
      } catch (err) {
        log.warn({ err }, 'reading the settings version failed');
      }
    } while (pollAgain && stopPolling);
    polling = false;
  }

  return {
    current: (): Settings => settings,
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** the admin view */
    admin: (): AdminConfig => ({ ...settings, version, updatedAt }),
    /** the admin's part of the public site settings (the module adds the install's) */
    site(): Omit<SiteSettings, 'uploadsBaseUrl'> {
      const a = settings.announcement;
      return {
        registrationOpen: settings.registrationOpen,
        announcement:
          a.enabled && (a.zh || a.en)
            ? { zh: a.zh || a.en, en: a.en || a.zh, updatedAt: updatedAt ?? '' }
            : null,
      };
    },
    /** Stores a change; answers the settings before and after (for the audit log). */
    async update(
      change: z.output<typeof adminConfigChange>,
    ): Promise<{ before: Settings; after: Settings }> {
      const before = settings;
      await repo.write(change as Record<string, unknown>, nowIso());
      bus.publish(TOPIC);
      await reload();
      return { before, after: settings };
    },
    /** Tells every instance that something they cache (the models) changed. */
    async bump(): Promise<void> {
      await repo.write({}, nowIso());
      bus.publish(TOPIC);
      await reload();
    },
    /** start-up: the first load, then the notifications and the polling (stopped by `stop`) */
    async start(): Promise<void> {
      const unsubscribe = bus.subscribe(TOPIC, () => void poll());
      const stopPoll = startFallbackPoll(() => void poll(), {
        everyMs: config.SETTINGS_POLL_MS,
        busEveryMs: config.NOTIFY_FALLBACK_POLL_MS,
        bus,
      });
      stopPolling = () => {
        unsubscribe();
        stopPoll();
      };
      try {
        await reload();
      } catch (err) {
        stopPolling();
        stopPolling = null;
        throw err;
      }
    },
    stop(): void {
      stopPolling?.();
      stopPolling = null;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
export type { AdminConfigChange };
