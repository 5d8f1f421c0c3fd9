import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.CLEARLOT_API ?? 'http://localhost:3000';
const proxied = ['/srs-', '/healthz', '/openapi.json', '/docs', '/media'];

export default defineConfig(() => ({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}.*`, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // the libraries every page runs, in one file instead of several small shared ones
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|clsx)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
}));
