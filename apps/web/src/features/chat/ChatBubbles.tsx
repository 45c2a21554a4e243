import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visibleBubbles } from '@shala/shared';
import { Conversation } from './Conversation';
import { type ChatSession, chatSessions, useChatSessions } from './sessions';

/**
 * Spec §2.4 chat bubbles, opened, minimised and closed, at most 2 side by side at 370 px and
 * 670 px from the right (§9); on a phone chats open on the chat page instead.
 */
export default function ChatBubbles() {
  const open = useChatSessions();
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' } }}>
      {visibleBubbles(open).map(({ chat, rightPx }) => (
        <Bubble key={`${chat.ownerType}:${chat.receiverId}`} chat={chat} rightPx={rightPx} />
      ))}
    </Box>
  );
}

function Bubble({ chat, rightPx }: { chat: ChatSession; rightPx: number }) {
  const headingId = `chat-bubble-${chat.receiverId}`;
  return (
    <Paper
      elevation={8}
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'fixed',
        bottom: 0,
        right: rightPx - 300,
        width: 290,
        height: chat.minimised ? 48 : 420,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        display: 'flex',
        flexDirection: 'column',
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 1,
          minHeight: 48,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography id={headingId} component="h2" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {chat.receiverName}
        </Typography>
        <IconButton
          size="small"
          color="inherit"
          aria-label={`${chat.minimised ? 'Open' : 'Minimise'} chat with ${chat.receiverName}`}
          onClick={() => chatSessions.toggleMinimised(chat)}
        >
          {chat.minimised ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
        <IconButton
          size="small"
          color="inherit"
          aria-label={`Close chat with ${chat.receiverName}`}
          onClick={() => chatSessions.close(chat)}
        >
          <Close />
        </IconButton>
      </Box>
      {chat.minimised ? null : (
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Conversation chat={chat} name={chat.receiverName} />
        </Box>
      )}
    </Paper>
  );
}
