import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://localhost:3000';

const muiStyles = fileURLToPath(
  new URL('../../node_modules/@mui/material/styles/', import.meta.url),
);

/**
 * The portal's theme has no CSS variables (app/theme.ts), and createTheme and ThemeProvider then
 * only ever use their NoVars halves (MUI's own branch). Importing those halves alone keeps the
 * CSS-variables machinery (about 7 KB compressed) out of the first screen; MUI does not export
 * them by name, so the two imports inside @mui/material/styles are pointed at them here.
 */
function muiWithoutCssVariables(): Plugin {
  const halves: Record<string, string> = {
    './createTheme.mjs': 'createThemeNoVars.mjs',
    './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
  };
  return {
    name: 'shala:mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const half = halves[source];
      if (!half || !importer?.replaceAll('\\', '/').includes('/@mui/material/styles/')) return null;
      return muiStyles + half;
    },
  };
}

export default defineConfig({
  plugins: [react(), muiWithoutCssVariables()],
  build: {
    manifest: true,
    // Every browser the portal supports preloads modules itself: no polyfill on the first screen.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router: one long-lived chunk every screen needs, cached
        // across releases of the app's own code. Everything else is split where it is used, so
        // the first screen after sign-in downloads only what it shows (the budget in
        // scripts/budget.mjs): a forced group of MUI or of the shared schemas would put all of
        // it in front of the dashboard.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
