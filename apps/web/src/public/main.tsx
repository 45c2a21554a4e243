import './ui/public.css';
import { createRoot } from 'react-dom/client';
import { showDeferredSnack } from '../core/snackbar-queue';
import AuthLayout from './auth/AuthLayout';
import { PublicRouter } from './router/router';
import { PUBLIC_ROUTES } from './routes';
import { BusyOverlay } from './ui/BusyOverlay';
import { SnackbarHost } from './ui/SnackbarHost';

/**
 * The public app (public.html): the sign-in area, policies, 404, coming-soon and the public
 * institute page. Built with Preact in React's place and without MUI, so these pages load
 * fast on a phone; the signed-in app (index.html) is a separate build.
 */
const container = document.getElementById('root');
if (!container) throw new Error('public.html has no #root element');
document.body.classList.add('sh-body');
container.classList.add('sh-app');
showDeferredSnack();

createRoot(container).render(
  <>
    <PublicRouter routes={PUBLIC_ROUTES} AuthLayout={AuthLayout} />
    <BusyOverlay />
    <SnackbarHost />
  </>,
);
