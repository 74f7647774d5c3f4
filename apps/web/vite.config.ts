import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './build/chunks.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { PRELOADED_ROUTES } from './src/app/preload-routes.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), routePreloads(PRELOADED_ROUTES), precompress()],
  server: { proxy: { '/api': api, '/oidc': api } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
});
