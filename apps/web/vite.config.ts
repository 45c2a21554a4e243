import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A few long-lived library chunks instead of dozens of small ones: they compress better
        // and stay cached across releases of the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|packages[\\/]shared[\\/]/,
            },
            {
              name: 'mui-core',
              test: /node_modules[\\/](@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|internal|utils|DefaultPropsProvider|ButtonBase|Button|Typography|Box|Paper|SvgIcon|CircularProgress|CssBaseline|GlobalStyles|InitColorSchemeScript|transitions|colors)|react-is|hoist-non-react-statics|clsx|prop-types|@babel)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/rest': { target: server, changeOrigin: false },
      '/ws': { target: server, ws: true },
    },
  },
});
