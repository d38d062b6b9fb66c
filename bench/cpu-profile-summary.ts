// Where a process's time went, from a V8 CPU profile (.cpuprofile: API_CPU_PROFILE_DIR, BFF_CPU_PROFILE_DIR or
// node --cpu-prof), as text:
//   npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [FROM=money-route] [SKIP_MS=2000] [TOP=30]
// FROM: count only the samples from the first one whose stack has a frame from a file whose address contains it,
// plus SKIP_MS (the warm-up), so start-up and seeding stay out. Sections: by stage (each sample counted once, in the
// innermost frame that belongs to a stage, so a stage's figure leaves out the stages it calls), self time by package
// and by function, and total time by function (each function once per sample).
// The samples are wall-clock time on the main thread: a socket write that wakes another process (PostgreSQL's
// backend) can hold the time this one waited to run again, so `writev` weighs more here than in /proc's CPU time.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Stages by the frame they are recognised in, in order: a frame takes the first stage it matches. */
const STAGES: readonly (readonly [string, (frame: CallFrame) => boolean])[] = [
  ['(garbage collector)', (frame) => frame.functionName === '(garbage collector)'],
  ['(idle)', (frame) => frame.functionName === '(idle)'],
  [
    'socket writes (syscall)',
    (frame) => frame.functionName === 'writev' || frame.functionName === 'writeBuffer',
  ],
  ['pg driver', (frame) => /node_modules\/pg(-pool|-protocol|-types)?\//.test(frame.url)],
  ['drizzle', (frame) => frame.url.includes('node_modules/drizzle-orm/')],
  [
    'body parsing',
    (frame) =>
      /node_modules\/(body-parser|raw-body|iconv-lite|type-is|content-type|media-typer)\//.test(frame.url),
  ],
  ['express response', (frame) => /node_modules\/(express\/lib\/response|etag|fresh)/.test(frame.url)],
  ['express routing', (frame) => /node_modules\/(router|express|path-to-regexp|parseurl)\//.test(frame.url)],
  ['cookie parsing', (frame) => /node_modules\/(cookie-parser|cookie)\//.test(frame.url)],
  ['node http', (frame) => frame.url.startsWith('node:_http')],
  ['node net and streams', (frame) => /^node:(net|internal\/streams|internal\/stream_base)/.test(frame.url)],
];

/** The package a frame's code comes from: an npm package, a Node module, or a folder of this repository. */
function packageOf(frame: CallFrame): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (npm) return npm[1]!;
  if (frame.url.startsWith('node:')) return frame.url.split('/')[0]!;
  const own = /\/((?:api|bff|common|web)\/src\/[^/]+)/.exec(frame.url);
  if (own) return own[1]!;
  return frame.url === '' ? frame.functionName : frame.url;
}

function stageOf(frames: readonly CallFrame[]): string {
  for (const frame of frames) {
    for (const [stage, matches] of STAGES) if (matches(frame)) return stage;
    const own = /\/((?:api|bff|common)\/src\/[^/]+)/.exec(frame.url);
    if (own) return own[1]!;
  }
  return `other: ${packageOf(frames[0]!)}`;
}

function nameOf(frame: CallFrame): string {
  const file = frame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/((?:api|bff|common|web)\/)/, '$1');
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

const [file] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile>');
  process.exit(2);
}
const from = process.env.FROM;
const skipMs = Number(process.env.SKIP_MS ?? (from === undefined ? 0 : 2000));
const top = Number(process.env.TOP ?? 30);

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

/** A sample's frames, innermost first. */
function stackOf(id: number): CallFrame[] {
  const frames: CallFrame[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at))
    frames.push(nodes.get(at)!.callFrame);
  return frames;
}

// A sample's time is the delta to the next one (the last sample has none).
const times: number[] = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) times.push((clock += delta));
let startsAt = -Infinity;
if (from !== undefined) {
  const first = profile.samples.findIndex((id) => stackOf(id).some((frame) => frame.url.includes(from)));
  if (first === -1) throw new Error(`no sample has a frame from ${from}`);
  startsAt = times[first]! + skipMs * 1000;
}

const byStage = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, micros: number) =>
  map.set(key, (map.get(key) ?? 0) + micros);
let windowMicros = 0;
for (const [index, id] of profile.samples.entries()) {
  if (times[index]! < startsAt) continue;
  const micros = profile.timeDeltas[index + 1] ?? 0;
  windowMicros += micros;
  const frames = stackOf(id);
  add(byStage, stageOf(frames), micros);
  add(selfByPackage, packageOf(frames[0]!), micros);
  add(selfByFunction, nameOf(frames[0]!), micros);
  for (const name of new Set(frames.map(nameOf))) add(totalByFunction, name, micros);
}
const idleMicros = byStage.get('(idle)') ?? 0;
const busyMicros = windowMicros - idleMicros;

function print(title: string, map: Map<string, number>, count: number): void {
  console.log(`\n${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    const share = key === '(idle)' ? '' : `${((100 * micros) / busyMicros).toFixed(1).padStart(5)} %`;
    console.log(`${(micros / 1000).toFixed(0).padStart(8)} ms ${share.padStart(7)}  ${key}`);
  }
}

console.log(
  `${file}: ${(windowMicros / 1e6).toFixed(1)} s counted, ${(busyMicros / 1e6).toFixed(1)} s busy (shares are of busy)`,
);
print('By stage (innermost stage on the stack)', byStage, top);
print('Self time by package', selfByPackage, top);
print('Self time by function', selfByFunction, top);
print('Total time by function', totalByFunction, top);
