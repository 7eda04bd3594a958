// The yardstick: a bare Fastify route answering a small JSON object, nothing else registered.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`READY ${app.server.address().port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
