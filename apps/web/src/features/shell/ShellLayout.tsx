import Box from '@mui/material/Box';
import { API, type UserData } from '@shala/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { ApiError, http, retryRead } from '../../core/http';
import { forgetSignIn, storedUser } from '../../core/session';
import { ME_KEY, ShellUserContext } from '../../core/shell-user';
import { signInRedirectPath } from '../../core/sign-in-redirect';
import { kept, STORAGE_KEYS } from '../../core/storage';
import { useSessions } from '../academic';
import { useChatFeed, useChatSessions } from '../chat';
import { usePermissionCheck } from '../permissions';
import { useLiveSession } from './live-session';
import { ShellFooter } from './ShellFooter';
import { TopBar } from './TopBar';

/** Spec §2.3: the signed-in shell. Its route loader already turned away signed-out browsers. */
export default function ShellLayout() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 60_000 },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInShell />
    </QueryClientProvider>
  );
}

function SignedInShell() {
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: () => http<UserData>('GET', API.me),
    initialData: storedUser,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

  // Confirm the session with the server; a 401 means it ended: forget it and sign in again.
  useEffect(() => {
    if (me.error instanceof ApiError && me.error.status === 401) {
      forgetSignIn();
      window.location.replace(signInRedirectPath(window.location));
    }
  }, [me.error]);

  useEffect(() => {
    if (me.data && me.isFetchedAfterMount) kept.write(STORAGE_KEYS.userData, me.data);
  }, [me.data, me.isFetchedAfterMount]);

  useEffect(() => {
    // The sign-in page asks for one fresh start of the shell; this is it.
    if (kept.read(STORAGE_KEYS.reloadOnce) === true) kept.write(STORAGE_KEYS.reloadOnce, false);
  }, []);

  const user = me.data;
  if (!user) return null;
  return <ShellFrame user={user} />;
}

/** The chat bubbles: their own chunk, loaded once a chat is open. */
const ChatBubbles = lazy(() => import('../chat/ChatBubbles'));

function ShellFrame({ user }: { user: UserData }) {
  usePermissionCheck();
  useLiveSession(user);
  useChatFeed(user.userProfileId);
  useSessions(user.defaultInstituteId);
  const openChats = useChatSessions();
  return (
    <ShellUserContext.Provider value={user}>
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        }}
      >
        <TopBar />
        <Box
          component="main"
          id="main"
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 1.5, sm: 3 },
            py: { xs: 2, sm: 4 },
          }}
        >
          <Outlet />
        </Box>
        <ShellFooter />
        {openChats.length > 0 && (
          <Suspense fallback={null}>
            <ChatBubbles />
          </Suspense>
        )}
      </Box>
    </ShellUserContext.Provider>
  );
}
