import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGraph, WEB_CHUNK_GRAPH } from './scripts/chunk-graph-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

export const WEB_OUT_DIR = 'dist/web';
const API_DEV_PORT = 3001;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunkGraph(import.meta.dirname, WEB_CHUNK_GRAPH),
    precompress(WEB_OUT_DIR),
  ],
  build: { outDir: WEB_OUT_DIR, emptyOutDir: true, sourcemap: false },
  server: {
    port: 3000,
    proxy: {
      '/api': `http://127.0.0.1:${API_DEV_PORT}`,
      '/dev': `http://127.0.0.1:${API_DEV_PORT}`,
    },
  },
});
