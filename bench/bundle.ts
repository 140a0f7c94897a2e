import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt } from './lib/load.ts';
import { ROOT } from './lib/server.ts';

/**
 * What each first page costs a visitor: the JavaScript and CSS a fresh load of it fetches (the
 * index.html entry with its static imports, and the route's chunk with its own), gzipped as the
 * server can send them. `--check` compares each entry with bundle-budgets.json and fails when one
 * grows past its budget; `--no-build` reads the builds already in dist/.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Entry {
  name: string;
  app: 'web' | 'admin';
  /** Manifest keys loaded on a fresh visit: index.html, then the route's module when it is lazy. */
  chunks: string[];
}

const ENTRIES: Entry[] = [
  { name: 'home', app: 'web', chunks: ['index.html'] },
  { name: 'lobby', app: 'web', chunks: ['index.html', 'src/features/games/routes/lobby.tsx'] },
  {
    name: 'game page',
    app: 'web',
    chunks: ['index.html', 'src/features/play/routes/game-page.tsx'],
  },
  {
    name: 'game client',
    app: 'web',
    chunks: ['index.html', 'src/features/game-client/routes/game-client.tsx'],
  },
  { name: 'back office', app: 'admin', chunks: ['index.html'] },
];

const BUDGETS_FILE = path.join(import.meta.dirname, 'bundle-budgets.json');
const isCheck = process.argv.includes('--check');

if (!process.argv.includes('--no-build'))
  for (const app of ['web', 'admin'])
    execFileSync('npm', ['run', 'build', '-w', `@orca/${app}`], { cwd: ROOT, stdio: 'ignore' });

const dist = (app: Entry['app']) => path.join(ROOT, 'apps', app, 'dist');
const manifests = new Map<Entry['app'], Manifest>();
function manifestOf(app: Entry['app']): Manifest {
  const cached = manifests.get(app);
  if (cached) return cached;
  const file = path.join(dist(app), '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`no build manifest at ${file}: build apps/${app} first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  manifests.set(app, manifest);
  return manifest;
}

/** The files a chunk brings with it: itself, its static imports (transitively) and their CSS. */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (renamed? update bench/bundle.ts)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const gzipped = (app: Entry['app'], file: string) =>
  gzipSync(readFileSync(path.join(dist(app), file)), { level: 9 }).length;
const kB = (bytes: number) => bytes / 1024;

const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Record<
  string,
  { jsKb: number; cssKb: number }
>;
const over: string[] = [];
console.log('First load per entry, gzipped (JavaScript / CSS, budget in brackets):');
for (const entry of ENTRIES) {
  const files = [...filesOf(manifestOf(entry.app), entry.chunks)];
  const js = files
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipped(entry.app, f), 0);
  const css = files
    .filter((f) => f.endsWith('.css'))
    .reduce((sum, f) => sum + gzipped(entry.app, f), 0);
  const budget = budgets[entry.name] ?? { jsKb: Number.NaN, cssKb: Number.NaN };
  if (Number.isNaN(budget.jsKb)) over.push(`${entry.name}: no budget in bench/bundle-budgets.json`);
  console.log(
    `  ${entry.name.padEnd(12)} JS ${fmt(kB(js), 1).padStart(6)} kB [${fmt(budget.jsKb, 1)}]   CSS ${fmt(kB(css), 1).padStart(5)} kB [${fmt(budget.cssKb, 1)}]   ${files.length} files`,
  );
  if (kB(js) > budget.jsKb)
    over.push(`${entry.name}: JavaScript ${fmt(kB(js), 1)} kB > ${budget.jsKb} kB`);
  if (kB(css) > budget.cssKb)
    over.push(`${entry.name}: CSS ${fmt(kB(css), 1)} kB > ${budget.cssKb} kB`);
}
if (isCheck && over.length > 0) {
  console.error(`\nOver budget (bench/bundle-budgets.json):\n  ${over.join('\n  ')}`);
  console.error(
    'Find what grew (a static import of something only one route needs?) before raising a budget.',
  );
  process.exit(1);
}
