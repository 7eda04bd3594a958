import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNT } from './modules/users/demo-account.ts';

const config = loadConfig(process.env);
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    // fastify.close stops accepting, waits for in-flight requests, then runs onClose (database).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });

const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.PORT;
const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
const lines = [
  '',
  `  ${config.SITE_NAME_EN} · ${config.SITE_NAME_ZH}`,
  `  running at   http://${host}:${port}`,
  `  API docs at  http://${host}:${port}/api/docs`,
  `  database     ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`,
];
if (config.SEED_DEMO) {
  lines.push(`  demo account ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`);
}
if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
  lines.push(
    '  AI model     none configured: the built-in offline responder answers (set OPENAI_*)',
  );
}
console.log(`${lines.join('\n')}\n`);
