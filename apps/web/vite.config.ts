import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // ws: the live socket (crash rounds, winners) goes through the same proxy as the API.
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/sandbox-pay': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
