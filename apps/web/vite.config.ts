import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
  plugins: [react(), tailwindcss(), precompress(), reactRouterProduction()],
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
