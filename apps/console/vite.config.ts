import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.CLEARLOT_API ?? 'http://localhost:3000';
const proxied = ['/srs-', '/healthz', '/media'];

/**
 * The console (issue 32): served by the server under /console/ with browser history routing, so every
 * address of it is built under that base. Desktop desks for goods owners and staff: antd's runtime styles,
 * no first-visit budget (the storefront's static-style and chunking work is for phones on a first visit).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: {
    port: 5174,
    // ws: the chat's socket (/srs-message-service/im/socket) is an upgrade the proxy passes on only when told
    proxy: Object.fromEntries(proxied.map((prefix) => [`^${prefix}.*`, { target: apiTarget, changeOrigin: false, ws: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
