/**
 * What a server profile (bench/phase-profile.mjs, or node's --cpu-prof / --heap-prof) is made of:
 * for a `.cpuprofile`, the busy time by where it was spent (our modules by folder, each package,
 * node's internals by module, the collector, native calls such as `writev`); for a
 * `.heapprofile`, the bytes allocated by function and by file. A diagnostic:
 *
 *   node bench/profile-summary.mjs /tmp/prof/phase-1.cpuprofile [rows]
 */
import { readFileSync } from 'node:fs';

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/profile-summary.mjs <profile> [rows]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** Where a frame's code lives: our folder, a package, a node module, or a native name. */
function placeOf({ url, functionName }) {
  if (url.includes('/node_modules/'))
    return url.replace(/.*\/node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
  if (url.includes('/apps/server/src/')) {
    return `ours: ${url
      .replace(/.*\/apps\/server\/src\//, '')
      .split('/')
      .slice(0, 2)
      .join('/')}`;
  }
  if (url.startsWith('node:'))
    return url
      .replace(/^node:(internal\/)?/, 'node:')
      .split('/')
      .slice(0, 2)
      .join('/');
  if (!url) return functionName ? `(native) ${functionName}` : '(native)';
  return url;
}

function print(totals, unit, scale, whole) {
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows);
  for (const [name, value] of sorted) {
    const share = ((100 * value) / whole).toFixed(1).padStart(5);
    console.log(`${(value * scale).toFixed(1).padStart(9)} ${unit} ${share} %  ${name}`);
  }
}

if (profile.nodes) {
  // .cpuprofile: samples name nodes; each sample stands for the profile's mean interval
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const msPerSample = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const totals = new Map();
  let idle = 0;
  for (const id of profile.samples) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') {
      idle += 1;
      continue;
    }
    const name =
      frame.functionName.startsWith('(') && !frame.url ? frame.functionName : placeOf(frame);
    totals.set(name, (totals.get(name) ?? 0) + 1);
  }
  const busy = profile.samples.length - idle;
  console.log(
    `${(profile.samples.length * msPerSample).toFixed(0)} ms profiled, ${(busy * msPerSample).toFixed(0)} ms busy`,
  );
  print(totals, 'ms', msPerSample, busy);
} else {
  // .heapprofile: a tree of frames with the bytes sampled in each
  const byFunction = new Map();
  const byPlace = new Map();
  let total = 0;
  const walk = (node) => {
    const frame = node.callFrame;
    const place = placeOf(frame);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    total += node.selfSize;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    byPlace.set(place, (byPlace.get(place) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  console.log(`${(total / 1e6).toFixed(1)} MB allocated (sampled)`);
  print(byFunction, 'MB', 1e-6, total);
  console.log('by file:');
  print(byPlace, 'MB', 1e-6, total);
}
