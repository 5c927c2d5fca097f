import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server owns /api and /uploads; in development Vite forwards them so the SPA talks to one origin.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/parties': { target: apiServer, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    // Fonts must stay separate files so the browser fetches only the families a card uses.
    assetsInlineLimit: 0,
  },
});
