/**
 * Table types for Kysely. Columns are portable between SQLite and PostgreSQL: ids are uuid text,
 * times are ISO 8601 UTC text (sortable as text), booleans are 0/1 integers.
 */
export interface UsersTable {
  id: string;
  username: string;
  username_lower: string;
  email: string | null;
  mobile: string | null;
  nickname: string;
  headportrait_url: string | null;
  password_hash: string | null;
  role: 'user' | 'superuser';
  created_at: string;
  updated_at: string;
  /** migration 010: set when an admin disabled the account (its sessions end, sign-in refused) */
  disabled_at: string | null;
  /** migration 010: JSON of the per-user limit overrides (UserLimitOverrides); null: none */
  limits: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** public id (migration 008): what the sessions list shows; never the token or its hash */
  id: string;
  last_used_at: string;
}

export interface SmsCodesTable {
  id: string;
  phone: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

export interface CategoriesTable {
  id: number;
  kind: string;
  name_en: string;
  name_zh: string;
  sort: number;
}

export interface ErrorReportsTable {
  id: string;
  user_id: string | null;
  error_code: string;
  error_message: string;
  device_info: string;
  ip: string | null;
  created_at: string;
}

export interface ContactRequestsTable {
  id: string;
  user_id: string | null;
  type: 'message' | 'cooperation';
  name: string;
  requirement: string;
  mobile: string | null;
  email: string | null;
  company_name: string | null;
  ip: string | null;
  created_at: string;
  /** migration 010: the admin inbox */
  status: 'new' | 'handled';
  reply_note: string;
  handled_at: string | null;
  handled_by: string | null;
}

export interface RobotsTable {
  id: string;
  owner_id: string;
  headportrait_url: string;
  name: string;
  intro: string;
  guide_words: string;
  category_id: number;
  /** 1 public, 2 private */
  visibility: number;
  /** 2 knowledge-based, 3 plain */
  type: number;
  keywords: string;
  prompt: string;
  knowledge_base: string;
  /** name, intro and keywords, NFKC-normalised and lowercased, for LIKE search */
  search_text: string;
  view_count: number;
  chat_count: number;
  favorite_count: number;
  created_at: string;
  updated_at: string;
  /** migration 010: set by a superuser; a hidden robot is 10404 for all but its owner and superusers */
  hidden: number;
  featured: number;
}

export interface RobotFavoritesTable {
  user_id: string;
  robot_id: string;
  created_at: string;
}

export interface RobotKnowledgeChunksTable {
  robot_id: string;
  seq: number;
  text: string;
}

/** A knowledge robot's BM25 index (migration 012). */
export interface RobotKnowledgeIndexTable {
  robot_id: string;
  stamp: string;
  format: number;
  body: string;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  /** null: the general assistant */
  robot_id: string | null;
  title: string;
  source: 'openai_api' | 'openai_web';
  current_model: string | null;
  current_node: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** migration 010: JSON array of plugin ids; null: none */
  plugins: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  seq: number;
  parent_id: string | null;
  role: 'user' | 'assistant' | 'system';
  content: string;
  status: 'streaming' | 'done' | 'interrupted' | 'error';
  model: string | null;
  error_code: number | null;
  finish_reason: string | null;
  usage_prompt: number | null;
  usage_completion: number | null;
  created_at: string;
  updated_at: string;
  /** migration 010: JSON array of ToolStep (the plugin calls of an answer); null: none */
  tool_steps: string | null;
  /** migration 010: ms from asking the model to its first token */
  latency_ms: number | null;
}

export interface CreditAccountsTable {
  user_id: string;
  balance: number;
  updated_at: string;
}

export interface CreditLedgerTable {
  id: string;
  user_id: string;
  delta: number;
  reason: string;
  ref: string | null;
  created_at: string;
}

/** One item of a directory (migration 009): an AI tool, an article or an industry application. */
export interface DirectoryItemsTable {
  id: string;
  kind: 'aitool' | 'article' | 'xky';
  owner_id: string;
  /** an AI tool's name, an article's or application's title */
  title: string;
  /** '' for articles */
  intro: string;
  /** an AI tool's image, an article's or application's cover */
  image: string;
  url: string | null;
  /** AI tools: the normalised url, unique per kind */
  url_key: string | null;
  /** the markdown: an AI tool's detail, an article's or application's content */
  body: string;
  /** plain text from the start of the markdown, for article cards */
  excerpt: string;
  /** title, intro and plain body text, NFKC-normalised and lowercased, for search */
  search_text: string;
  hidden: number;
  featured: number;
  view_count: number;
  favorite_count: number;
  created_at: string;
  updated_at: string;
}

export interface DirectoryItemCategoriesTable {
  item_id: string;
  category_id: number;
  /** the order the submitter chose them in */
  position: number;
}

export interface DirectoryFavoritesTable {
  user_id: string;
  item_id: string;
  created_at: string;
}

/** Migration 010: an OpenAI-compatible server; its key encrypted (lib/secret-box.ts). */
export interface ModelProvidersTable {
  id: string;
  name: string;
  base_url: string;
  api_key_enc: string | null;
  enabled: number;
  created_at: string;
  updated_at: string;
}

export interface ModelsTable {
  /** the public id the chat sends */
  id: string;
  provider_id: string;
  upstream_model: string;
  label_zh: string;
  label_en: string;
  tier: 'standard' | 'premium';
  supports_tools: number;
  context_window: number;
  credits_per_answer: number;
  enabled: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** Migration 010: the admin config, a JSON value per key; key `version` holds the change counter. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: string;
}

export interface ServerErrorsTable {
  id: string;
  request_id: string;
  method: string;
  url: string;
  status: number;
  code: number;
  message: string;
  user_id: string | null;
  created_at: string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  categories: CategoriesTable;
  error_reports: ErrorReportsTable;
  contact_requests: ContactRequestsTable;
  robots: RobotsTable;
  robot_favorites: RobotFavoritesTable;
  robot_knowledge_chunks: RobotKnowledgeChunksTable;
  robot_knowledge_index: RobotKnowledgeIndexTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  credit_accounts: CreditAccountsTable;
  credit_ledger: CreditLedgerTable;
  directory_items: DirectoryItemsTable;
  directory_item_categories: DirectoryItemCategoriesTable;
  directory_favorites: DirectoryFavoritesTable;
  model_providers: ModelProvidersTable;
  models: ModelsTable;
  app_settings: AppSettingsTable;
  audit_log: AuditLogTable;
  server_errors: ServerErrorsTable;
}
