/**
 * What this machine is like for the chat benches, measured in a few seconds before they start, so a
 * result can be read against the VM it ran on. These VMs differ a lot from one session to the next:
 * on one (2026-11-29) a minor page fault cost ~20 µs instead of well under 1 µs and a loopback HTTP
 * request several times what it did the day before, and every chat figure moved with them, our
 * server's and the thinnest proxy's alike. Reported, never judged: there is no target here.
 *   - busyPercent, stealPercent: how busy the CPUs were over one second before the bench (other
 *     tenants, the machine's services), and the time the hypervisor says it took from them;
 *   - loopbackRequestUs: one keep-alive HTTP request and its answer over loopback, both ends in this
 *     process (node:http, 4 at a time): the fastest, median and slowest of 10 batches of 200;
 *   - pageFaultUs: first writes to fresh anonymous memory (a 32 MB buffer, one write per 4 KB page),
 *     per page: the fastest, median and slowest of 7.
 * On the VM of 2026-11-29 the batches of one probe ranged from 35 µs to 7 ms with 0-11 % steal: the
 * host's other work comes and goes within seconds and the guest barely sees it, so the spread
 * matters as much as the median.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { stats } from './chat-bench-lib.mjs';

/** fastest, median, slowest (the median as the chat benches' `stats` takes it) */
function spread(values, digits) {
  const { p50, max } = stats(values, digits);
  return { min: Math.round(Math.min(...values) * 10 ** digits) / 10 ** digits, median: p50, max };
}

/** The CPUs' busy, stolen and total jiffies so far (/proc/stat's first line; guest time is in user). */
function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.slice(0, 8).map(Number);
  const idle = n[3] + n[4];
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, steal: n[7], total };
}

async function cpuBusy(ms) {
  const a = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = cpuTimes();
  const total = Math.max(b.total - a.total, 1);
  const percent = (v) => Math.round((v / total) * 1000) / 10;
  return { busyPercent: percent(b.busy - a.busy), stealPercent: percent(b.steal - a.steal) };
}

async function loopbackRequestUs() {
  const server = http.createServer((_req, res) => res.end('ok'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const one = () =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
  const batch = async (count) => {
    let left = count;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (left > 0) {
          left -= 1;
          await one();
        }
      }),
    );
    return ((performance.now() - started) * 1000) / count;
  };
  try {
    await batch(500); // warm-up: JIT, sockets
    const runs = [];
    for (let i = 0; i < 10; i += 1) runs.push(await batch(200));
    return spread(runs, 0);
  } finally {
    agent.destroy();
    server.close();
  }
}

function pageFaultUs() {
  const PAGE = 4096;
  const runs = [];
  for (let i = 0; i < 7; i += 1) {
    // large enough that the allocator maps it fresh, so the first write to each page faults
    const bytes = new Uint8Array(32 * 1024 * 1024);
    const started = performance.now();
    for (let at = 0; at < bytes.length; at += PAGE) bytes[at] = 1;
    runs.push(((performance.now() - started) * 1000) / (bytes.length / PAGE));
  }
  return spread(runs, 2);
}

/** The machine's figures (a few seconds). */
export async function probeMachine() {
  const busy = await cpuBusy(1000);
  return { ...busy, loopbackRequestUs: await loopbackRequestUs(), pageFaultUs: pageFaultUs() };
}

const range = (s) => `${s.min} / ${s.median} / ${s.max}`;

/** One line for a report. */
export const describeMachine = (probe) =>
  `the CPUs ${probe.busyPercent} % busy (${probe.stealPercent} % stolen) before the bench; ` +
  `a loopback HTTP request ${range(probe.loopbackRequestUs)} µs and a page fault ` +
  `${range(probe.pageFaultUs)} µs (fastest / median / slowest; bench/machine-probe.mjs)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await probeMachine()));
}
