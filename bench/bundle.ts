import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt } from './lib/load.ts';
import { ROOT } from './lib/server.ts';

/**
 * What the home page costs a visitor: the JavaScript and CSS index.html pulls in (entry, preloads,
 * stylesheets) plus the chunks its route loads, gzipped as the server can send them.
 */
const dist = path.join(ROOT, 'apps/web/dist');
if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', '@orca/web'], { cwd: ROOT, stdio: 'ignore' });
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sum = (files: string[]) => files.reduce((total, file) => total + gz(file), 0);
const js = referenced.filter((f) => f.endsWith('.js'));
const css = referenced.filter((f) => f.endsWith('.css'));
const all = readdirSync(path.join(dist, 'assets')).map((f) => `assets/${f}`);
console.log('Home page (index.html entry, its preloads and stylesheets), gzipped:');
console.log(`  JavaScript ${fmt(sum(js) / 1024, 1)} kB in ${js.length} file(s)`);
console.log(`  CSS        ${fmt(sum(css) / 1024, 1)} kB in ${css.length} file(s)`);
console.log(`Whole build: ${all.filter((f) => f.endsWith('.js')).length} JavaScript chunks, ${fmt(sum(all.filter((f) => f.endsWith('.js'))) / 1024, 1)} kB gzipped in all`);
