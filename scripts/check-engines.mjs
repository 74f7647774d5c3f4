// Part of `npm test`: every package in package-lock.json must accept the Node the README names, so that
// `npm install` on it prints no EBADENGINE warning. Dependencies drop old Node lines, not new ones, so
// the check is every release of the README's oldest line from its minimum on (README "Node.js 20.19 or
// later": every 20.x from 20.19.0). A new dependency asking for Node 22 fails here, naming it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

const named = /Node\.js (\d+\.\d+) or later/.exec(read('README.md'));
if (!named) {
  console.error('check-engines: the README names no "Node.js <major>.<minor> or later"');
  process.exit(1);
}
const oldest = `${named[1]}.0`;
const oldestLine = `^${oldest}`;
const problems = [];

const ownEngines = JSON.parse(read('package.json')).engines?.node;
if (ownEngines !== `>=${named[1]}`) {
  problems.push(`package.json engines.node is "${ownEngines}", the README names Node.js ${named[1]} or later`);
}
const { packages } = JSON.parse(read('package-lock.json'));
for (const [where, pkg] of Object.entries(packages)) {
  const wanted = typeof pkg.engines === 'object' ? pkg.engines?.node : undefined;
  if (!wanted || where === '') continue;
  const range = semver.validRange(wanted);
  if (!range || !semver.subset(oldestLine, range)) {
    problems.push(`${where.replace(/^.*node_modules\//, '')}@${pkg.version} (${where}) wants Node "${wanted}"`);
  }
}

if (problems.length > 0) {
  console.error(`check-engines: not every package runs on Node ${oldestLine} (README: Node.js ${named[1]} or later):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-engines: every package in package-lock.json accepts Node ${oldestLine}.`);
