import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fmt } from './lib/load.ts';
import { benchDatabase, ROOT, startServer } from './lib/server.ts';

/**
 * Lighthouse's performance score of the home page, on a phone and on a desktop, served by the real
 * server (`npm start`'s entry, on PostgreSQL, production build of the web app) and measured in
 * Debian's Chromium. Lighthouse's own settings per form factor: the mobile run emulates a mid-range
 * phone on a slow 4G network with a 4× slower CPU (simulated), the desktop run a fast connection.
 *
 *   npm run lighthouse -w @orca/bench [-- --runs 3] [-- --no-build]
 *
 * Each form factor runs `--runs` times (3 by default) and the median run is printed: the score
 * moves by a few points between runs on a busy machine. CHROMIUM_PATH picks another browser.
 * The npm script runs it from the repository root: started from bench/ (whose tsconfig tsx then
 * applies), every run ended in Lighthouse's NO_NAVSTART; the cause is not yet understood.
 * Lighthouse 13 declares Node 22.19, and runs on this repository's Node 20 (12.x cannot read the
 * traces of Debian's current Chromium).
 */
const RUNS_DEFAULT = 3;
const RUNS_MAX = 9;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runsArgument = process.argv.indexOf('--runs');
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : RUNS_DEFAULT;
if (!Number.isInteger(runs) || runs < 1 || runs > RUNS_MAX)
  throw new Error(`--runs takes 1 to ${RUNS_MAX}`);
if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build', '-w', '@orca/web'], { cwd: ROOT, stdio: 'ignore' });

interface Measure {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  scripts: number;
  unusedJavaScriptKiB: number;
  /** What moved, and by how much: Lighthouse's layout-shifts audit, largest first. */
  shifts: { element: string; score: number }[];
}

function measureOf(result: RunnerResult): Measure {
  const { audits, categories } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)
      ?.items ?? [];
  const unusedBytes =
    (audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
      ?.overallSavingsBytes ?? 0;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    firstContentfulPaintMs: numeric('first-contentful-paint'),
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    cumulativeLayoutShift: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scripts: requests.filter((request) => request.resourceType === 'Script').length,
    unusedJavaScriptKiB: unusedBytes / 1024,
    shifts: (
      (
        audits['layout-shifts']?.details as
          | { items?: { node?: { selector?: string; snippet?: string }; score?: number }[] }
          | undefined
      )?.items ?? []
    ).map((item) => ({
      element: item.node?.snippet ?? item.node?.selector ?? 'an element',
      score: item.score ?? 0,
    })),
  };
}

async function audit(url: string, port: number, config: Config | undefined): Promise<Measure> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return measureOf(result);
}

const median = (measures: Measure[]): Measure =>
  [...measures].sort((a, b) => a.score - b.score)[Math.floor(measures.length / 2)]!;

function print(label: string, measures: Measure[]) {
  const m = median(measures);
  console.log(
    `${label}: performance ${m.score} (runs: ${measures.map((x) => x.score).join(', ')})`,
  );
  console.log(
    `  first contentful paint ${fmt(m.firstContentfulPaintMs / 1000, 1)} s, largest ${fmt(m.largestContentfulPaintMs / 1000, 1)} s, speed index ${fmt(m.speedIndexMs / 1000, 1)} s`,
  );
  console.log(
    `  total blocking time ${fmt(m.totalBlockingTimeMs, 0)} ms, layout shift ${fmt(m.cumulativeLayoutShift, 3)}`,
  );
  console.log(`  ${m.scripts} scripts, ${fmt(m.unusedJavaScriptKiB, 0)} KiB of unused JavaScript`);
  for (const shift of m.shifts.slice(0, 3))
    console.log(`  shifted ${fmt(shift.score, 3)}: ${shift.element.slice(0, 120)}`);
}

const database = await benchDatabase('orca_lighthouse');
// The demo as `npm start` serves it: with its demo data (banners, games, news).
const server = await startServer(database.url, { DEMO_SEED: 'true' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const url = `${server.url}/`;
  // One visit first: the server compiles its routes and fills its caches on the first requests.
  await fetch(url);
  const mobile: Measure[] = [];
  const desktop: Measure[] = [];
  for (let run = 0; run < runs; run += 1) {
    mobile.push(await audit(url, chrome.port, undefined));
    desktop.push(await audit(url, chrome.port, desktopConfig));
  }
  console.log(
    `Lighthouse ${runs === 1 ? 'run' : `median of ${runs} runs`} on ${url} (Chromium at ${CHROMIUM}):`,
  );
  print('Mobile ', mobile);
  print('Desktop', desktop);
} finally {
  chrome.kill();
  await server.stop();
  await database.drop();
}
