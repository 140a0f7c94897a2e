import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // In development the back-office API is the running server's admin listener.
  server: { port: 5174, proxy: { '/api': 'http://localhost:3001' } },
  // admin-assets/: the server hands this folder to the admin listener only, so no back-office
  // file is ever reachable from the player site's origin.
  build: {
    outDir: 'dist',
    assetsDir: 'admin-assets',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
