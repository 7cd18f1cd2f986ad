// `npx tsx bench/cpu-profile.ts <folder or .cpuprofile> [--top N]`: where a Forja process spent its CPU under the
// bench's load. Run the bench with BENCH_CPU_PROFILE_DIR=<folder> (one case with `--only`, so the load is one
// route); every Forja process it starts writes a V8 CPU profile there when it stops. This reads the main thread's
// profile (the largest file of a process: worker threads write their own), keeps the seconds after start-up in
// which the process was busy at least half the time (the load, not the pauses between runs), and prints the
// functions that took the most time themselves and those under which the most time was spent, as shares of the
// busy time.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A second counts as under load when the process was busy at least this share of it. */
const BUSY_SHARE = 0.5;
const IDLE = '(idle)';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
const target = positionals[0];
if (!target) {
  console.error('Usage: npx tsx bench/cpu-profile.ts <folder or .cpuprofile> [--top N]');
  process.exit(2);
}
const top = Number(options.top);
const print = (line = '') => process.stdout.write(`${line}\n`);

/** The main threads' profiles: of each process's files (CPU.<date>.<time>.<pid>.<thread>.<n>), the largest. */
function mainThreadProfiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const largest = new Map<string, { file: string; size: number }>();
  for (const name of readdirSync(path).filter((file) => file.endsWith('.cpuprofile'))) {
    const pid = name.split('.')[3] ?? name;
    const file = join(path, name);
    const { size } = statSync(file);
    if ((largest.get(pid)?.size ?? -1) < size) largest.set(pid, { file, size });
  }
  return [...largest.values()].map(({ file }) => file).sort();
}

/** `name file:line`, the file shortened to its last two segments. */
function frameName({ functionName, url, lineNumber }: CallFrame): string {
  const file = url.split('/').slice(-2).join('/');
  const name = functionName || '(anonymous)';
  return file ? `${name} ${file}:${lineNumber + 1}` : name;
}

function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === IDLE).map((n) => n.id));

  // Each sample's time and second since the start.
  const samples: { id: number; micros: number; second: number }[] = [];
  let clock = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    clock += micros;
    samples.push({ id, micros, second: Math.floor((clock - profile.startTime) / 1e6) });
  });
  const seconds = new Map<number, { all: number; busy: number }>();
  for (const { id, micros, second } of samples) {
    const entry = seconds.get(second) ?? { all: 0, busy: 0 };
    entry.all += micros;
    if (!idle.has(id)) entry.busy += micros;
    seconds.set(second, entry);
  }
  const loaded = new Set(
    [...seconds].filter(([, { all, busy }]) => all > 0 && busy / all >= BUSY_SHARE).map(([second]) => second),
  );
  // Start-up (loading modules, migrations) keeps the process busy from its first second until it first idles.
  for (let second = 0; loaded.has(second); second++) loaded.delete(second);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const { id, micros, second } of samples) {
    if (!loaded.has(second) || idle.has(id)) continue;
    busy += micros;
    const name = frameName((nodes.get(id) as ProfileNode).callFrame);
    self.set(name, (self.get(name) ?? 0) + micros);
    // Each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const frame = frameName((nodes.get(node) as ProfileNode).callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + micros);
    }
  }
  inclusive.delete('(root)');

  print(`\n${basename(file)}: ${loaded.size} s under load, ${(busy / 1e6).toFixed(2)} s of CPU`);
  if (busy === 0) return;
  const printTop = (title: string, totals: Map<string, number>) => {
    print(`  ${title}`);
    for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      print(`  ${((micros / busy) * 100).toFixed(1).padStart(6)} %  ${name}`);
    }
  };
  printTop('self time', self);
  printTop('time under (inclusive)', inclusive);
}

for (const file of mainThreadProfiles(target)) summarise(file);
