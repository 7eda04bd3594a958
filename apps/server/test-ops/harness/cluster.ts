import { startServer, type ServerProcess } from './server-process.ts';

export type { ServerProcess } from './server-process.ts';

/**
 * N instances of one set-up (the same database, Redis and settings), named a, b, c, ... The first starts
 * alone, so that it runs the migrations and start-up seeds; the others then start together.
 */
export async function startCluster(
  count: number,
  env: Record<string, string>,
  opts: { echo?: boolean } = {},
): Promise<ServerProcess[]> {
  const names = Array.from({ length: count }, (_, i) => String.fromCharCode(97 + i));
  const first = await startServer({ name: names[0]!, env, ...opts });
  const started: ServerProcess[] = [first];
  try {
    const rest = await Promise.allSettled(
      names.slice(1).map((name) => startServer({ name, env, ...opts })),
    );
    for (const r of rest) if (r.status === 'fulfilled') started.push(r.value);
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  } catch (err) {
    await stopAll(started);
    throw err;
  }
  return started;
}

export const stopAll = (servers: ServerProcess[]) => Promise.all(servers.map((s) => s.stop()));
