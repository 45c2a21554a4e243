import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The public app (public.html): the same source tree, with Preact's React-compatible layer in
 * place of React, and without MUI or React Router. Built after the signed-in app into the same
 * dist (which it must not wipe), with its own manifest.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: {
    emptyOutDir: false,
    manifest: '.vite/public-manifest.json',
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: 'public.html',
      output: {
        codeSplitting: {
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/ },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
