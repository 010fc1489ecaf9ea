import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.LIGA_API_URL ?? 'http://localhost:3000';

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [
    react(),
    // The installable app (issue 19): manifest + our own service worker (src/sw/sw.ts, Workbox)
    // with the shell precached; registered by app/pwa (a new version asks before it reloads).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Liga Szóstek',
        short_name: 'Liga',
        description: 'Tabele, mecze, wyzwania i raporty amatorskiej ligi piłki sześcioosobowej.',
        lang: 'pl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0a0e17',
        background_color: '#0a0e17',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // the map's library and the charts come with their pages; the shell is the rest
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    // Brotli and gzip copies next to each asset, served as they are by the API (no CPU per request).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/], threshold: 1024 }),
  ],
  resolve: {
    alias: {
      '@liga/contracts': fileURLToPath(
        new URL('../../libs/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically in one chunk (issue 19): left to itself, the
          // bundler cut the shell's modules that lazy pages share into ~10 small chunks that
          // every page loaded anyway, each compressed on its own (~8 KiB gzip more in all).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
