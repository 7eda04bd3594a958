import path from 'node:path';
import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/**
 * Every setting the server reads, parsed once at start-up (documented in .env.example). Nothing below
 * this module reads process.env.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL: hot statements are sent as named (prepared) statements (db/named-statements.ts).
   * Turn off behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21, or
   * without `max_prepared_statements`).
   */
  PG_NAMED_STATEMENTS: bool.default(true),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token that opens GET /metrics on the main port (Prometheus) */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_\-.~+/=]{16,512}$/, '16-512 characters of A-Z a-z 0-9 _ - . ~ + / =')
    .optional(),
  /** a listener of its own for /metrics only (e.g. 9464 on 127.0.0.1); unset: none */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: z.string().default(''),
  /**
   * per-address limits count an IPv6 client by its network of this many bits (a home or site is given
   * a /64 or more, and can pick a new address in it per try); 128 counts each address apart
   */
  LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
  /** without REDIS_URL: the counters of the limits kept in process, at most (the oldest go first) */
  COUNTERS_MEMORY_MAX_KEYS: z.coerce.number().int().min(1000).default(200_000),
  /** HSTS (sent only with an https PUBLIC_URL) covers subdomains too */
  HSTS_INCLUDE_SUBDOMAINS: bool.default(true),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  /** a session unused this long ends (7 days), and its last use is written at most this often */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(10_080),
  SESSION_TOUCH_SECONDS: z.coerce.number().int().positive().default(60),
  /** how many of the most common passwords (of the allowed length) sign-up and password change refuse */
  PASSWORD_COMMON_LIST_SIZE: z.coerce.number().int().min(0).default(10_000),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** default: on, except with NODE_ENV=production (a known demo password is no production account) */
  SEED_DEMO: bool.optional(),
  SITE_NAME_ZH: z.string().default('机器人广场'),
  SITE_NAME_EN: z.string().default('Robot Square'),
  OLD_DOMAINS: list.default([]),
  WEB_DIST_DIR: z.string().optional(),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** past the free tries each try waits this long, doubled per try up to the maximum */
  LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().positive().default(1),
  LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(300),
  /** sign-ups (password or first SMS login) per client address and in all, per window */
  REGISTER_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  REGISTER_MAX_GLOBAL: z.coerce.number().int().positive().default(2000),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** region of phone numbers written without a country code (ISO 3166 alpha-2) */
  PHONE_DEFAULT_REGION: z
    .string()
    .default('CN')
    .refine(isSupportedCountry, 'not a region libphonenumber-js knows')
    .transform((v) => v as CountryCode),
  /** the log-only SMS sender writes codes to the log: refused in production unless this is true */
  SMS_LOG_SENDER_IN_PRODUCTION: bool.default(false),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  /** deadlines of every model call: until the answer starts, between two tokens, in all */
  MODEL_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  MODEL_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  MODEL_TOTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** a chat stream whose client takes nothing for this long while text waits for it is cut off */
  STREAM_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * 32 bytes, base64 or hex: encrypts the model providers' API keys in the database. Unset: a key is
   * derived from the database location (development only; production refuses to store a key without it).
   */
  MODEL_KEY_SECRET: z.string().min(32).optional(),
  /** a model that failed (connect error, 5xx, timeout) is marked degraded this long */
  MODEL_DEGRADED_SECONDS: z.coerce.number().int().positive().default(60),
  /** how often each instance checks whether the admin config or the models changed */
  SETTINGS_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /**
   * how instances tell each other of changes to the search indexes and the admin config (decision
   * 020): auto = Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY (never on SQLite)
   */
  NOTIFY: z.enum(['auto', 'redis', 'postgres', 'off']).default('auto'),
  /** while notifications arrive, the polls above and below run only this often (missed messages) */
  NOTIFY_FALLBACK_POLL_MS: z.coerce.number().int().min(100).default(15_000),
  /** other instances' search changes (by updated_at), and counts and deletions, read this often */
  SEARCH_POLL_MS: z.coerce.number().int().min(10).default(5000),
  SEARCH_RECONCILE_MS: z.coerce.number().int().min(10).default(60_000),
  /** the IANA time zone of per-user daily counts and time slots (until the admin sets one) */
  LIMITS_TIME_ZONE: z.string().default('Asia/Shanghai'),
  /** the model AI writing asks; unset: the provider's default */
  ADVICE_MODEL: z.string().optional(),
  /** the general assistant's system prompt */
  CHAT_ASSISTANT_PROMPT: z
    .string()
    .default(
      'You are the helpful general assistant of Robot Square (机器人广场). Answer accurately and ' +
        'concisely, use Markdown where it helps, say so when you are not sure, and reply in the ' +
        'language the user writes in (中文提问就用中文回答).',
    ),
  /** characters of earlier questions and answers sent with a question (oldest dropped first) */
  CHAT_CONTEXT_CHARS: z.coerce.number().int().positive().default(12_000),
  /**
   * messages one conversation may hold (its root, questions and answers): every question reads them
   * all and the conversation call answers them all, so this bounds what one conversation costs
   */
  CHAT_MAX_MESSAGES_PER_CONVERSATION: z.coerce.number().int().min(3).default(1000),
  CHAT_MAX_TOKENS: z.coerce.number().int().positive().default(4096),
  /**
   * PostgreSQL (several instances): an answer still 'streaming' but not saved for this long belongs to
   * an instance that is gone, and is marked interrupted (live answers are saved at least every 5 s)
   */
  CHAT_ORPHAN_AFTER_SECONDS: z.coerce.number().int().min(15).default(60),
  CHAT_MAX_CONCURRENT_STREAMS_PER_USER: z.coerce.number().int().positive().default(3),
  CHAT_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** knowledge questions one asker may put to one robot per window (its owner is exempt) */
  CHAT_KNOWLEDGE_QUESTIONS_MAX: z.coerce.number().int().positive().default(30),
  CHAT_KNOWLEDGE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** how long one plugin (tool) call may run before the model is told it timed out */
  PLUGIN_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** tool calls one answer may make; past it the model is told to answer without tools */
  PLUGIN_MAX_CALLS_PER_ANSWER: z.coerce.number().int().min(0).default(5),
  /** characters of a tool's result the model reads and the chat shows (the rest is cut) */
  PLUGIN_OUTPUT_MAX_CHARS: z.coerce.number().int().positive().default(4000),
  /** characters of knowledge the offline responder quotes in one answer, at most */
  OFFLINE_QUOTE_MAX_CHARS: z.coerce.number().int().min(0).default(240),
  /** per-user robot quotas (superusers exempt): robots, knowledge characters over all of them, saves */
  ROBOTS_MAX_PER_USER: z.coerce.number().int().positive().default(50),
  KNOWLEDGE_MAX_CHARS_PER_USER: z.coerce.number().int().positive().default(1_000_000),
  ROBOT_SAVES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** memory for parsed knowledge indexes kept between questions (least recently asked robots go first) */
  KNOWLEDGE_INDEX_CACHE_MB: z.coerce.number().int().positive().default(64),
  /** per-user directory writes over all three kinds (superusers exempt): new items a day, saves a minute */
  DIRECTORY_SUBMITS_PER_DAY: z.coerce.number().int().positive().default(30),
  DIRECTORY_SAVES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** favourite toggles per user per minute, robots and directory items together (then 10429) */
  FAVORITES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** conversation renames and deletes and session sign-outs per user per minute, together (then 10429) */
  ACCOUNT_CHANGES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** per-user uploads in 24 h (superusers exempt): portrait images, knowledge files to extract */
  IMAGE_UPLOADS_PER_DAY: z.coerce.number().int().positive().default(100),
  KNOWLEDGE_UPLOADS_PER_DAY: z.coerce.number().int().positive().default(50),
  /** a view (robot card, directory item) counts once per viewer in this window; visitors are keyed by an HMAC with this secret */
  VIEW_DEDUP_SECONDS: z.coerce.number().int().positive().default(3600),
  /** visitors (user agents) of one address whose views of one item count per window, at most */
  VIEW_VISITORS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  VIEW_KEY_SECRET: z.string().min(16).optional(),
  CREDITS_ENABLED: bool.default(true),
  CREDITS_NEW_USER_GRANT: z.coerce.number().int().min(0).default(100),
  CREDITS_PER_ANSWER: z.coerce.number().int().min(0).default(1),
  /** text extraction (pdf, docx): one child process per file, bounded (docs/decisions/006) */
  EXTRACT_CONCURRENCY: z.coerce.number().int().positive().default(2),
  EXTRACT_QUEUE: z.coerce.number().int().min(0).default(16),
  EXTRACT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  EXTRACT_CHILD_MEMORY_MB: z.coerce.number().int().min(32).default(96),
  EXTRACT_MEMORY_BUDGET_MB: z.coerce.number().int().min(32).default(112),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  /** uploaded SVG is stored as a PNG drawn to fit this square (px) */
  SVG_RASTER_SIDE: z.coerce.number().int().min(16).max(2048).default(512),
  /** elements an SVG may draw once every <use> and url(#…) is expanded; more: 10415 */
  SVG_MAX_RENDERED_ELEMENTS: z.coerce.number().int().positive().default(50_000),
  /** wall time of drawing one SVG (a child process, killed past it: 10415) */
  SVG_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** SVG drawings at once, and waiting at most beyond them (then 10429) */
  SVG_RENDER_CONCURRENCY: z.coerce.number().int().positive().default(2),
  SVG_RENDER_MAX_QUEUE: z.coerce.number().int().min(0).default(16),
  /** WeChat official account whose JS-SDK signs share cards; unset: getWeChatConfig answers 10503 */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  /** one call to WeChat (token or ticket), then 10503 */
  WECHAT_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** the token and ticket are dropped this long before WeChat says they expire (they live 7,200 s) */
  WECHAT_TOKEN_MARGIN_SECONDS: z.coerce.number().int().min(0).default(300),
  /** getWeChatConfig calls per client address per minute */
  WECHAT_CONFIG_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'SEED_DEMO'> {
  SEED_DEMO: boolean;
  /** absolute */
  dataDir: string;
  /** absolute path of the built web app */
  webDistDir: string;
  database:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string; schema?: string; namedStatements?: boolean };
}

export function loadConfig(
  env: Record<string, string | undefined>,
  overrides: Partial<Config> = {},
): Config {
  const raw = configSchema.parse(env);
  const dataDir = path.resolve(raw.DATA_DIR);
  const webDistDir = path.resolve(
    raw.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist'),
  );
  const database: Config['database'] = raw.DATABASE_URL
    ? { kind: 'postgres', url: raw.DATABASE_URL, namedStatements: raw.PG_NAMED_STATEMENTS }
    : { kind: 'sqlite', file: path.join(dataDir, 'robot-square.db') };
  const SEED_DEMO = raw.SEED_DEMO ?? raw.NODE_ENV !== 'production';
  return { ...raw, SEED_DEMO, dataDir, webDistDir, database, ...overrides };
}
