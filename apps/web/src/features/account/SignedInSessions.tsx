import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  SIGNED_IN_SESSIONS_API,
  type SignedInSession,
  type SignedInSessionList,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** What is to be confirmed: one other session, or all of them. */
type Ending = { kind: 'one'; session: SignedInSession } | { kind: 'others' } | null;

/**
 * Security settings: every browser signed in to the account (device, address, signed-in and
 * last-active times, this one marked), with Sign out for each other one and for all others.
 */
export function SignedInSessions() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => http<SignedInSessionList>('GET', SIGNED_IN_SESSIONS_API.list),
  });
  const [ending, setEnding] = useState<Ending>(null);
  const end = useMutation({
    mutationFn: (what: NonNullable<Ending>) =>
      http<{ message: string }>(
        'DELETE',
        what.kind === 'one'
          ? SIGNED_IN_SESSIONS_API.one(what.session.id)
          : SIGNED_IN_SESSIONS_API.list,
      ),
    onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
    onError: (error) => showSnack(errorMessage(error)),
    onSettled: async () => {
      setEnding(null);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });

  const sessions = list.data?.items ?? [];
  const others = sessions.filter((s) => !s.current);
  return (
    <Box component="section" aria-labelledby="signed-in-sessions-title">
      <Typography variant="h3" component="h2" id="signed-in-sessions-title" sx={{ mb: 1 }}>
        Signed-in sessions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The browsers signed in to your account. Sign out any you do not recognise, then change your
        password.
      </Typography>
      {list.isPending ? (
        <Loading label="Loading sessions…" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Signed-in sessions"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {sessions.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                onSignOut={() => setEnding({ kind: 'one', session: s })}
              />
            ))}
          </Box>
          {others.length > 0 && (
            <Button
              variant="outlined"
              color="error"
              sx={{ mt: 2 }}
              onClick={() => setEnding({ kind: 'others' })}
            >
              Sign out all other sessions
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={
          ending?.kind === 'one'
            ? `Sign out ${ending.session.device}?`
            : 'Sign out all other sessions?'
        }
        text={
          ending?.kind === 'one'
            ? `That browser (${ending.session.ip ?? 'unknown address'}) will have to sign in again.`
            : `${others.length} other browser${others.length === 1 ? '' : 's'} will have to sign in again. This browser stays signed in.`
        }
        confirmLabel="Sign out"
        busy={end.isPending}
        onConfirm={() => ending && end.mutate(ending)}
        onClose={() => setEnding(null)}
      />
    </Box>
  );
}

function SessionRow({ session, onSignOut }: { session: SignedInSession; onSignOut: () => void }) {
  return (
    <Box
      component="li"
      aria-label={session.current ? `${session.device}, this browser` : session.device}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {session.device}
          </Typography>
          {session.current && (
            <Chip label="This browser" size="small" color="primary" variant="outlined" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {session.ip ?? 'Unknown address'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Signed in {shownDateTime(session.signedInAt)} · Last active{' '}
          {shownDateTime(session.lastActiveAt)}
        </Typography>
      </Box>
      {!session.current && (
        <Button
          size="small"
          color="error"
          onClick={onSignOut}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </Box>
  );
}
