import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { START_SECTIONS } from './src/lib/locale-sections';

const START_SECTION_FILE = new RegExp(
  `/src/locales/([a-z]{2})/(?:${START_SECTIONS.join('|')})\\.json$`,
);
const SERVER_MESSAGES_FILE = /\/i18n\/messages\/([a-z]{2})\.json$/;

/** One file per language for what the first page shows (its start sections and the server's messages), instead of ten requests. */
function startLocaleChunk(moduleId: string): string | null {
  const language = (START_SECTION_FILE.exec(moduleId) ?? SERVER_MESSAGES_FILE.exec(moduleId))?.[1];
  return language ? `locale-${language}` : null;
}

const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

const LOCALES_DIR = path.join(import.meta.dirname, 'src/locales');
const LOCALE_FILE = /^\/[a-z]{2}\/[a-z0-9-]+\.json$/;

/**
 * The locale sections other pages show are plain JSON files fetched with their page
 * (src/lib/i18n.ts), not modules: importing them would put a loader per language and section
 * (about 190, with their hashed names) into the first page's script. They are served under
 * assets/ (cached for good) in a folder named for their contents, so a changed string is a new
 * address. Every section is written, the start ones too, so a start section the bundle lacks
 * still loads.
 */
function pageLocales(): Plugin {
  const files = readdirSync(LOCALES_DIR)
    .flatMap((language) =>
      readdirSync(path.join(LOCALES_DIR, language)).map((name) => `${language}/${name}`),
    )
    .filter((file) => file.endsWith('.json'))
    .sort();
  const contents = new Map(
    files.map((file) => [file, readFileSync(path.join(LOCALES_DIR, file), 'utf8')]),
  );
  const hash = createHash('sha256');
  for (const [file, text] of contents) hash.update(`${file}\0${text}\0`);
  const base = `/assets/locales/${hash.digest('hex').slice(0, 12)}`;
  return {
    name: 'orca-page-locales',
    config: () => ({ define: { 'import.meta.env.PAGE_LOCALES': JSON.stringify(base) } }),
    configureServer(server) {
      // The dev server reads the current file on each request.
      server.middlewares.use(base, (request, response, next) => {
        const file = request.url?.split('?')[0] ?? '';
        if (!LOCALE_FILE.test(file)) return next();
        readFile(path.join(LOCALES_DIR, file), 'utf8').then(
          (text) => {
            response.setHeader('content-type', 'application/json');
            response.end(text);
          },
          () => next(),
        );
      });
    },
    generateBundle() {
      for (const [file, text] of contents)
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${file}`,
          source: JSON.stringify(JSON.parse(text)),
        });
    },
  };
}

/**
 * Writes each built script and stylesheet beside itself as .br and .gz; the server sends the one the
 * browser accepts (@fastify/static's preCompressed), so a phone downloads a third of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'orca-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const target = path.join(outDir, file);
          const source = await readFile(target);
          await writeFile(`${target}.gz`, gzipSync(source, { level: 9 }));
          await writeFile(
            `${target}.br`,
            brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
        }),
      );
    },
  };
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * React Router's package sends every import to its development build, whose warnings (and the
 * "Hey developer" notes of its error page) then ship to visitors; the production build beside it
 * is the same code without them. The dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  return {
    name: 'orca-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? REACT_ROUTER_PRODUCTION : null),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pageLocales(), precompress(), reactRouterProduction()],
  resolve: {
    alias: [
      // React 19 has the hook the shim brings older Reacts (src/lib/use-sync-external-store.ts).
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.join(import.meta.dirname, 'src/lib/use-sync-external-store.ts'),
      },
    ],
  },
  // ws: the live socket (crash rounds, winners) goes through the same proxy as the API.
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/sandbox-pay': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: bench/bundle.ts reads what each route loads (the server never serves dot folders).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // '$initial': every module index.html loads statically, in one chunk with the entry. Left
          // to itself the bundler cut the modules the lazy pages share with the first page (React,
          // i18next, the API client) into ten files, each compressed on its own.
          groups: [{ name: startLocaleChunk }, { name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
});
