/**
 * Preloaded into a server (`--import ./bench/phase-profile.mjs`), profiles it phase by phase: the
 * chat bench marks its phases with SIGUSR2 (the loop probe's asks, before and after each burst),
 * and each mark writes the profile of the time since the one before and starts the next. A whole-run
 * `--cpu-prof` mixes the start, the TTFT phase and both bursts; this tells the first burst from the
 * second. A diagnostic:
 *
 *   BENCH_PROFILE_DIR=/tmp/prof BENCH_SERVER_NODE_ARGS="--import ./bench/phase-profile.mjs" \
 *     BENCH_CHAT_DATABASES=sqlite node bench/chat-streams.mjs
 *   node bench/profile-summary.mjs /tmp/prof/phase-1.cpuprofile
 *
 * phase-0 runs from the start to the first burst (sign-ups, the TTFT phase), phase-1 is the first
 * 200-stream burst, phase-3 the second. BENCH_PROFILE_KIND=heap samples allocations instead (the
 * objects collected since included), as `.heapprofile`; BENCH_PROFILE_INTERVAL sets the sampling
 * interval (µs for cpu, default 200; bytes for heap, default 4096).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
if (!dir) throw new Error('BENCH_PROFILE_DIR names the folder the profiles go to');
mkdirSync(dir, { recursive: true });
const heap = process.env.BENCH_PROFILE_KIND === 'heap';
const interval = Number(process.env.BENCH_PROFILE_INTERVAL ?? (heap ? 4096 : 200));

const session = new Session();
session.connect();
const begin = heap
  ? () =>
      session.post('HeapProfiler.startSampling', {
        samplingInterval: interval,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      })
  : () => session.post('Profiler.start');
const end = async () =>
  (await session.post(heap ? 'HeapProfiler.stopSampling' : 'Profiler.stop')).profile;

if (heap) await session.post('HeapProfiler.enable');
else {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval });
}
await begin();

let phase = 0;
let busy = Promise.resolve();
process.on('SIGUSR2', () => {
  busy = busy.then(async () => {
    const profile = await end();
    const file = path.join(dir, `phase-${phase++}.${heap ? 'heapprofile' : 'cpuprofile'}`);
    // written whole, then renamed into place: a reader polling for the file never sees half of it
    writeFileSync(`${file}.partial`, JSON.stringify(profile));
    renameSync(`${file}.partial`, file);
    await begin();
  });
});
