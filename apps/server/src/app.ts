import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { migrateToLatest, openDatabase, type Database } from './db/database.ts';
import { createRouter } from './lib/router.ts';
import { createAuthService, type Clock } from './modules/auth/auth.service.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { handleFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerJsonCompression } from './plugins/compress-json.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerNulGuard } from './plugins/refuse-nul.ts';
import { registerDailyUploadQuota } from './plugins/daily-upload-quota.ts';
import { createCounterStore, createRedisClient, type CounterStore } from './lib/counters.ts';
import type { Redis } from 'ioredis';
import { registerUserModule } from './modules/users/users.module.ts';
import { registerDictModule } from './modules/dict/dict.module.ts';
import { registerMonitorModule } from './modules/monitor/monitor.module.ts';
import { registerRobotModule } from './modules/robots/robots.module.ts';
import { createLogSmsSender, type SmsSender } from './modules/users/sms-sender.ts';
import { registerMultipart } from './lib/multipart.ts';
import { registerFilesModule } from './modules/files/files.module.ts';
import { registerUploadsModule } from './modules/uploads/uploads.module.ts';
import { createModelProvider } from './modules/ai/create-model-provider.ts';
import type { ModelProvider } from './modules/ai/model-provider.ts';
import { registerAdviceModule } from './modules/advice/advice.module.ts';
import { registerCreditsModule } from './modules/credits/credits.module.ts';
import { registerChatModule } from './modules/chat/chat.module.ts';

export interface AppOverrides {
  /** an already open database (tests share one per file) */
  database?: Database;
  smsSender?: SmsSender;
  /** makes SMS codes (tests force distinct ones) */
  smsCodeGenerator?: () => string;
  counters?: CounterStore;
  /** the AI model (tests may hand in their own) */
  models?: ModelProvider;
  /** the clock sessions are timed by (tests move it on instead of sleeping) */
  now?: Clock;
}

export interface AppContext {
  config: Config;
  database: Database;
  counters: CounterStore;
  /** the server's one Redis connection (REDIS_URL), made at start-up and closed on shutdown */
  redis?: Redis;
  /** the AI model every feature asks (chat, AI writing) */
  models: ModelProvider;
}

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
          },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY ? config.TRUST_PROXY.split(',').map((s) => s.trim()) : false,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, before anything is opened: in production the log-only sender refuses to start.
  const smsSender = overrides.smsSender ?? createLogSmsSender(app.log, config);

  // Default deny: an /api route that does not say who may call it refuses to start the server.
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (url.startsWith('/api/') && url !== '/api/docs' && !url.startsWith('/api/docs/')) {
      if (!route.config?.auth) throw new Error(`route ${route.method} ${url} declares no auth`);
    }
  });

  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? openDatabase(config.database);
  await migrateToLatest(database);

  const redis = config.REDIS_URL
    ? await createRedisClient(config.REDIS_URL, (err) => app.log.warn({ err }, 'redis error'))
    : undefined;
  const counters = overrides.counters ?? createCounterStore(redis);
  const models = overrides.models ?? createModelProvider(config);
  const ctx: AppContext = { config, database, counters, models, ...(redis ? { redis } : {}) };

  registerErrorHandling(app);
  registerNulGuard(app);
  await registerSecurity(app, ctx);
  registerJsonCompression(app);
  await registerApiDocs(app, ctx);

  const auth = createAuthService({
    sessions: createSessionsRepository(database.db),
    ttlSeconds: Math.round(config.SESSION_TTL_DAYS * 86400),
    idleSeconds: Math.round(config.SESSION_IDLE_MINUTES * 60),
    touchSeconds: config.SESSION_TOUCH_SECONDS,
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const router = createRouter(app, auth);
  registerDailyUploadQuota(app, {
    auth,
    counters,
    quota: {
      imagesPerDay: config.IMAGE_UPLOADS_PER_DAY,
      knowledgeFilesPerDay: config.KNOWLEDGE_UPLOADS_PER_DAY,
    },
  });

  await registerUserModule(router, {
    ...ctx,
    auth,
    smsSender,
    ...(overrides.smsCodeGenerator ? { smsCodeGenerator: overrides.smsCodeGenerator } : {}),
    log: app.log,
  });
  await registerDictModule(router, ctx);
  await registerMonitorModule(router, ctx);
  await registerMultipart(app);
  await registerFilesModule(router, ctx);
  const storage = await registerUploadsModule(router, { ...ctx, log: app.log });
  const robots = await registerRobotModule(router, {
    ...ctx,
    storage,
    log: app.log,
    onClose: (fn) => app.addHook('onClose', async () => fn()),
  });
  const credits = registerCreditsModule(router, ctx);
  await registerChatModule(router, { ...ctx, robots, credits, log: app.log });
  registerAdviceModule(router, ctx);

  await registerWebApp(app, ctx);

  app.addHook('onClose', async () => {
    await counters.close();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    if (ownsDatabase) await database.close();
  });

  return app;
}
