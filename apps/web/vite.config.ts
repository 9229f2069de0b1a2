import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Build warnings that are no fault: zod's comments that Rollup cannot place (it drops them, as
 * it says), and the empty client chunks of routes that only run on the server (actions, resource
 * routes), which React Router asks for and nothing loads.
 */
const HARMLESS = new Set(['INVALID_ANNOTATION', 'EMPTY_BUNDLE']);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (!HARMLESS.has(warning.code ?? '')) warn(warning);
      },
    },
  },
});
