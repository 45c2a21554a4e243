import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CHAT_TEXTS, type ChatMessage, displayedStatus, truncatedText } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';

/** One message: its words (Read More / Read Less beyond 100), image, time, and on the last own
 * message its status (§2.4 "Message status is shown on the last message"). */
export function MessageItem({
  message,
  mine,
  showStatus,
  showSender,
  onDelete,
}: {
  message: ChatMessage;
  mine: boolean;
  showStatus: boolean;
  showSender: boolean;
  onDelete?: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const { text, truncated } = truncatedText(message.content);
  const sender = `${message.senderProfileDto.firstName} ${message.senderProfileDto.lastName}`;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      {showSender && !mine ? (
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {sender}
        </Typography>
      ) : null}
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          wordBreak: 'break-word',
        }}
      >
        {message.deleted ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            This message was deleted.
          </Typography>
        ) : (
          <>
            {message.mediaUrl ? (
              <Box
                component="img"
                src={message.mediaUrl}
                alt={message.content || 'Image'}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 220,
                  borderRadius: 1,
                  mb: 0.5,
                }}
              />
            ) : null}
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {expanded ? message.content : text}
            </Typography>
            {truncated ? (
              <Button
                size="small"
                onClick={() => setExpanded((e) => !e)}
                sx={{ color: 'inherit', textDecoration: 'underline', minHeight: 24, p: 0 }}
              >
                {expanded ? CHAT_TEXTS.readLess : CHAT_TEXTS.readMore}
              </Button>
            ) : null}
          </>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {shownDateTime(message.createdAt)}
          {showStatus ? ` · ${displayedStatus(message.status)}` : ''}
        </Typography>
        {mine && onDelete && !message.deleted ? (
          <IconButton size="small" aria-label="Delete message" onClick={onDelete}>
            <DeleteOutlined fontSize="inherit" />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
