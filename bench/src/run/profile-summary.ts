import { readFileSync } from 'node:fs';

/**
 * Prints where a V8 CPU profile (`node --cpu-prof`, see BENCH_CPU_PROF in product.ts) spent its time:
 * self time per function, and time per package (node_modules/<name>, our own code, Node's internals).
 * Usage: npx tsx bench/src/run/profile-summary.ts <file.cpuprofile> [top N]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const owner = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/apps/') || url.includes('/packages/')) return '(ours)';
  if (url.startsWith('node:') || url === '') return '(node/v8)';
  return url;
};
const sum = (key: (n: ProfileNode) => string) => {
  const out = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (node) out.set(key(node), (out.get(key(node)) ?? 0) + us);
  }
  return [...out.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
};
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [name, us] of rows) console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
};
console.log(`${(total / 1e6).toFixed(1)} s sampled`);
print(
  'by package',
  sum((n) => owner(n.callFrame.url)),
);
print(
  'by function (self)',
  sum(
    (n) =>
      `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/.*node_modules\//, '')}:${n.callFrame.lineNumber}`,
  ),
);
