import { buildApp } from './app.ts';
import { startupBanner } from './banner.ts';
import { loadConfig } from './config.ts';

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
console.log(startupBanner(config, port));
