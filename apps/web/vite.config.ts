import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { PRELOADED_ROUTES } from './src/app/preload-routes';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), routePreloads(PRELOADED_ROUTES), precompress()],
  server: { proxy: { '/api': api, '/oidc': api } },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
