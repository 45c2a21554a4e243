import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import { showDeferredSnack } from './core/snackbar-queue';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A message the sign-in page kept for the first signed-in page (spec §4 login success).
showDeferredSnack();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={createAppRouter()} />
    </ThemeProvider>
  </StrictMode>,
);
