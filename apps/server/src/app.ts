import { DIRECTORY_KINDS } from '@robot/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { callerUserIdOf, createRouter, type AuthMode } from './lib/router.ts';
import type { Clock } from './modules/auth/auth.service.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { handleFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerOperations } from './plugins/operations.ts';
import { requestIdGenerator } from './plugins/request-ids.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerJsonCompression } from './plugins/compress-json.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerNulGuard } from './plugins/refuse-nul.ts';
import { registerDailyUploadQuota } from './plugins/daily-upload-quota.ts';
import { createCounterStore, createRedisClient, type CounterStore } from './lib/counters.ts';
import { openNotifyBus } from './lib/notify/open-notify-bus.ts';
import { createUserModule } from './modules/users/users.module.ts';
import { createDictModule } from './modules/dict/dict.module.ts';
import { registerMonitorModule } from './modules/monitor/monitor.module.ts';
import { createRobotModule } from './modules/robots/robots.module.ts';
import { createLogSmsSender, type SmsSender } from './modules/users/sms-sender.ts';
import { registerMultipart } from './lib/multipart.ts';
import { createStorage } from './lib/storage/index.ts';
import { registerFilesModule } from './modules/files/files.module.ts';
import { registerUploadsModule } from './modules/uploads/uploads.module.ts';
import type { ModelProvider } from './modules/ai/model-provider.ts';
import { registerAdviceModule } from './modules/advice/advice.module.ts';
import { registerSocialModule } from './modules/social/social.module.ts';
import { createCreditsModule } from './modules/credits/credits.module.ts';
import { createChatModule } from './modules/chat/chat.module.ts';
import { createLimitsModule } from './modules/limits/limits.module.ts';
import { createModelsModule } from './modules/models/models.module.ts';
import { createSettingsModule } from './modules/settings/settings.module.ts';
import { createPluginsModule } from './modules/plugins/plugins.module.ts';
import { createDirectoryDemo } from './modules/directories/demo/seed-demo-directories.ts';
import { createDirectoriesModule } from './modules/directories/directories.module.ts';
import { createDirectorySearch } from './modules/directories/search/directory-search-unit.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { runStartUp } from './start-up.ts';
import { registerAdminUserRoutes } from './modules/admin/admin-users.routes.ts';
import { registerAdminConversationRoutes } from './modules/admin/admin-conversations.routes.ts';
import { registerAdminContentRoutes } from './modules/admin/admin-content.routes.ts';

export interface AppOverrides {
  /** an already open database (tests share one per file) */
  database?: Database;
  smsSender?: SmsSender;
  /** makes SMS codes (tests force distinct ones) */
  smsCodeGenerator?: () => string;
  counters?: CounterStore;
  /** the AI model (tests may hand in their own: the models in the database are then not asked) */
  models?: ModelProvider;
  /** the clock sessions, the per-user time slots and the models' health are timed by (tests move it on instead of sleeping) */
  now?: Clock;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: { write(line: string): void };
}

/** One registered route, as the route table of an app lists it (tests walk it). */
export interface RouteEntry {
  method: string;
  url: string;
  auth: AuthMode | undefined;
}
const routeTables = new WeakMap<FastifyInstance, RouteEntry[]>();
/** Every route the app registered (HEAD twins left out), as Fastify was told of them. */
export const routeTableOf = (app: FastifyInstance): readonly RouteEntry[] =>
  routeTables.get(app) ?? [];

/**
 * Assembles the server without listening: `app.inject` in tests, `listen` in main.ts. Everything it
 * needs comes in through `config` (parsed once) and `overrides`; nothing is read from globals.
 */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(overrides.logStream ? { stream: overrides.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((s) => s.trim()) : false,
    // refused by plugins/operations.ts instead, with the catalogue envelope and the request id
    return503OnClosing: false,
    genReqId: requestIdGenerator(config),
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, before anything is opened: in production the log-only sender refuses to start.
  const smsSender = overrides.smsSender ?? createLogSmsSender(app.log, config);

  // Default deny: an /api route that does not say who may call it refuses to start the server.
  const routeTable: RouteEntry[] = [];
  routeTables.set(app, routeTable);
  app.addHook('onRoute', (route) => {
    const url = route.url;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url, auth: route.config?.auth });
    }
    if (url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/')) {
      if (!route.config?.auth) throw new Error(`route ${route.method} ${url} declares no auth`);
    }
  });

  const ownsDatabase = !overrides.database;
  const database =
    overrides.database ??
    openDatabase(config.database, { warn: (message) => app.log.warn(message) });
  const redis = config.REDIS_URL
    ? await createRedisClient(config.REDIS_URL, (err) => app.log.warn({ err }, 'redis error'))
    : undefined;
  const counters = overrides.counters ?? createCounterStore(redis, config.COUNTERS_MEMORY_MAX_KEYS);
  // How instances tell each other of search and settings changes (decision 020; none on SQLite).
  const notify = openNotifyBus({ config, database, redis, log: app.log });

  // The composition: each module is built from the context and what other modules expose to it
  // (a service or a small lookup, never their repositories). Building touches no data.
  // Only builds the driver (the AWS SDK is loaded when S3 is configured); nothing is read yet.
  const storage = await createStorage(config);
  const settingsModule = createSettingsModule({
    config,
    database,
    log: app.log,
    notify,
    uploadsBaseUrl: storage.uploadsBaseUrl,
  });
  const { settings } = settingsModule;
  // The admin calls (registered last); its audit log (`admin.audit`) is the one the models and
  // plugins modules write to as well.
  const admin = createAdminModule({ database, settings });
  const { audit } = admin;
  const modelsModule = createModelsModule({
    config,
    database,
    settings,
    audit,
    log: app.log,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  // The models in the database (decision 012), unless a test hands in its own provider.
  const models = overrides.models ?? modelsModule.registry;
  const ctx: AppContext = { config, database, counters, models, ...(redis ? { redis } : {}) };
  const sessions = createAuthModule(ctx, overrides.now ? { now: overrides.now } : {});
  const { auth } = sessions;
  const users = createUserModule({
    ...ctx,
    auth,
    smsSender,
    ...(overrides.smsCodeGenerator ? { smsCodeGenerator: overrides.smsCodeGenerator } : {}),
    log: app.log,
    registrationOpen: () => settings.current().registrationOpen,
  });
  const dict = createDictModule(ctx);
  const robots = createRobotModule({
    ...ctx,
    categories: dict.categories,
    accounts: users.accounts,
    storage,
    log: app.log,
    notify,
  });
  const directoryDemo = createDirectoryDemo({
    ...ctx,
    accounts: users.accounts,
    storage,
    log: app.log,
  });
  const credits = createCreditsModule({ ...ctx, settings });
  const plugins = createPluginsModule({
    ...ctx,
    robots: robots.robots,
    settings,
    audit,
    log: app.log,
  });
  // The limits count what the chat stored, and the chat asks the limits: the counts are looked up
  // through `chat` when a request comes, long after both exist.
  const limits = createLimitsModule({
    settings,
    users: users.limitOverrides,
    usage: {
      conversations: (userId) => chat.usageCounts.conversations(userId),
      answersSince: (userId, since, ids) => chat.usageCounts.answersSince(userId, since, ids),
    },
    counters,
    models,
    credits: credits.credits,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const chat = createChatModule({
    ...ctx,
    robots: robots.robots,
    credits: credits.credits,
    log: app.log,
    settings,
    gate: limits.gate,
    plugins: plugins.plugins,
    modelAccess: { filter: (user, list) => limits.limits.filterModelsFor(user, list) },
    pluginCatalog: { enabled: () => plugins.plugins.enabledPluginInfos() },
  });

  // The directories' search unit: loaded at start-up (after the demo items), told of every write
  // by the module, following other instances' writes on PostgreSQL (decision 009).
  const directorySearch = createDirectorySearch(database.db, {
    refresh: database.kind === 'postgres',
    changesEveryMs: config.SEARCH_POLL_MS,
    reconcileEveryMs: config.SEARCH_RECONCILE_MS,
    notify: { bus: notify, fallbackEveryMs: config.NOTIFY_FALLBACK_POLL_MS },
    log: app.log,
  });
  app.addHook('onClose', async () => directorySearch.close());
  const directories = createDirectoriesModule({
    ...ctx,
    audit,
    categories: dict.categories,
    search: directorySearch,
  });

  // Start-up work, in the order start-up.ts documents, before any route exists. A start that fails
  // leaves no bus connection behind (it would keep reconnecting).
  const searchIndex = await runStartUp({
    database,
    settings,
    models: modelsModule,
    users,
    auth: sessions,
    dict,
    robots,
    directoryDemo,
    directorySearch,
    chat,
  }).catch(async (err: unknown) => {
    await notify.close();
    throw err;
  });
  app.addHook('onClose', async () => searchIndex.stop());
  // Which plugins are on (after the migrations; then the settings' changes keep it current).
  await plugins.load();

  registerOperations(app, {
    config,
    database,
    models: overrides.models ? undefined : modelsModule.registry,
    searchIndexSizes: () => ({
      robots: robots.searchIndexSize(),
      ...Object.fromEntries(DIRECTORY_KINDS.map((kind) => [kind, directorySearch.size(kind)])),
    }),
  });
  registerErrorHandling(app, { serverErrors: admin.serverErrors, userIdOf: callerUserIdOf });
  registerNulGuard(app);
  await registerSecurity(app, ctx, storage);
  registerJsonCompression(app);
  await registerApiDocs(app, ctx);

  const router = createRouter(app, auth, config.LIMIT_IPV6_PREFIX);
  // Session lookups shared by requests that come together stop being shared once any response
  // leaves: a request sent after reading one looks its session up afresh (session-lookups.ts).
  app.addHook('onSend', (_request, _reply, payload, done) => {
    auth.responseSent();
    done(null, payload);
  });
  registerDailyUploadQuota(app, {
    auth,
    counters,
    quota: {
      imagesPerDay: config.IMAGE_UPLOADS_PER_DAY,
      knowledgeFilesPerDay: config.KNOWLEDGE_UPLOADS_PER_DAY,
    },
  });

  settingsModule.register(router);
  users.register(router);
  sessions.register(router);
  dict.register(router);
  registerMonitorModule(router, ctx);
  await registerMultipart(app);
  registerFilesModule(router, ctx);
  registerUploadsModule(router, { ...ctx, storage, log: app.log });
  robots.register(router);
  credits.register(router);
  limits.register(router);
  chat.register(router);
  plugins.register(router);
  modelsModule.register(router);
  directories.register(router);
  registerAdviceModule(router, {
    ...ctx,
    writingModel: () => settings.current().defaultWritingModel,
  });
  registerSocialModule(router, { ...ctx, log: app.log });
  admin.register(router);
  // The admin's people and content calls.
  registerAdminUserRoutes(router, {
    db: database.db,
    reads: database.reads,
    settings,
    sessions: auth,
    credits: credits.credits,
    audit,
  });
  registerAdminConversationRoutes(router, {
    db: database.db,
    reads: database.reads,
    chat: chat.adminConversations,
    audit,
  });
  registerAdminContentRoutes(router, {
    robots: robots.robots,
    directories: directories.services,
    audit,
  });

  await registerWebApp(app, ctx);

  app.addHook('onClose', async () => {
    await counters.close();
    await notify.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    if (ownsDatabase) await database.close();
  });

  return app;
}
