import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChatContact, ChatOwnerType } from '@shala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ME_KEY, useShellUser } from '../../core/shell-user';
import { useChatList, useChatStatus } from './api';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';

/** The full chat page (spec §2.3 `chat`): the list, the open chat, and appearing offline. */
export default function ChatPage() {
  const [params, setParams] = useSearchParams();
  const user = useShellUser();
  const status = useChatStatus();
  const queryClient = useQueryClient();
  const list = useChatList();
  const receiverId = params.get('receiverId');
  const ownerType = (params.get('ownerType') as ChatOwnerType | null) ?? 'USER';
  const known = [...(list.data?.friendsChats ?? []), ...(list.data?.groupChats ?? [])].find(
    (c) => c.receiverId === receiverId,
  );
  const name = params.get('name') ?? known?.receiverName ?? 'Chat';
  const open = (c: ChatContact) =>
    setParams({ ownerType: c.ownerType, receiverId: c.receiverId, name: c.receiverName });
  const online = user.chatStatus !== 'OFFLINE';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: 1 }}>
          Chat
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={online}
              disabled={status.isPending}
              onChange={async (e) => {
                await status.mutateAsync(e.target.checked ? 'ONLINE' : 'OFFLINE');
                await queryClient.invalidateQueries({ queryKey: ME_KEY });
              }}
            />
          }
          label={online ? 'Shown as online' : 'Appearing offline'}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            minWidth: 0,
            overflow: 'hidden',
            display: { xs: receiverId ? 'none' : 'block', md: 'block' },
          }}
        >
          <ChatList onOpen={open} />
        </Paper>
        {receiverId ? (
          <Paper
            variant="outlined"
            component="section"
            aria-label={`Chat with ${name}`}
            sx={{
              height: { xs: 'calc(100dvh - 180px)', md: 560 },
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Button size="small" sx={{ display: { md: 'none' } }} onClick={() => setParams({})}>
                Back
              </Button>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minHeight: 0 }}>
              <Conversation
                key={`${ownerType}:${receiverId}`}
                chat={{ ownerType, receiverId }}
                name={name}
              />
            </Box>
          </Paper>
        ) : (
          <Typography sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary', p: 2 }}>
            Choose a chat, or search for someone to write to.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
