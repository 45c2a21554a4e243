import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_LIMITS, CHAT_TEXTS, type ChatKey, outgoingContent } from '@shala/shared';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  uploadChatImage,
  useChatMessages,
  useDeleteMessage,
  useMarkSeen,
  useSendChat,
} from './api';
import { MessageItem } from './MessageItem';

/** A chat's messages (older by index on request) and its composer; opening marks it seen. */
export function Conversation({ chat, name }: { chat: ChatKey; name: string }) {
  const me = useShellUser().userProfileId;
  const messages = useChatMessages(chat);
  const markSeen = useMarkSeen();
  const send = useSendChat(chat);
  const remove = useDeleteMessage();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.messages.length;
  const lastTheirs = [...messages.messages].reverse().find((m) => m.senderProfileDto.id !== me);
  const lastMine = [...messages.messages].reverse().find((m) => m.senderProfileDto.id === me);
  const { mutate: seen } = markSeen;

  // §4: opening, and each message arriving while open, marks what was delivered seen.
  useEffect(() => {
    if (lastTheirs?.id) seen(chat);
  }, [lastTheirs?.id, chat, seen]);
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = async () => {
    const content = outgoingContent(text, file?.name ?? null);
    if (content === null || send.isPending) return;
    try {
      const mediaUrl = file ? (await uploadChatImage(file)).mediaUrl : undefined;
      await send.mutateAsync({
        ownerType: chat.ownerType,
        recipientId: chat.receiverId,
        content: text.trim(),
        ...(mediaUrl ? { mediaUrl } : {}),
      });
      setText('');
      setFile(null);
    } catch (err) {
      showSnack(file ? CHAT_TEXTS.uploadFailed : errorMessage(err));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}>
        {messages.hasNextPage ? (
          <Button
            size="small"
            onClick={() => messages.fetchNextPage()}
            disabled={messages.isFetchingNextPage}
          >
            Load older messages
          </Button>
        ) : null}
        {messages.isError ? (
          <Typography variant="body2" role="alert">
            {errorMessage(messages.error)}
          </Typography>
        ) : count === 0 && !messages.isPending ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 1 }}>
            No messages yet. Say hello!
          </Typography>
        ) : null}
        {/* The log is read out as messages arrive; inside it the messages stay a list. */}
        <div role="log" aria-live="polite" aria-label={`Messages with ${name}`}>
          <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {messages.messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                mine={m.senderProfileDto.id === me}
                showStatus={m.id === lastMine?.id && m.senderProfileDto.id === me}
                showSender={chat.ownerType === 'GROUP'}
                onDelete={() => setDeleting(m.id)}
              />
            ))}
          </Box>
        </div>
        <div ref={end} />
      </Box>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 0.5,
          p: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            if (picked && !picked.type.startsWith('image/')) showSnack(CHAT_TEXTS.onlyImages);
            else setFile(picked);
            e.target.value = '';
          }}
        />
        <IconButton aria-label="Attach an image" onClick={() => fileInput.current?.click()}>
          <AttachFile />
        </IconButton>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          placeholder={file ? file.name : 'Type a message'}
          label={`Message to ${name}`}
          value={text}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.contentMax } }}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <IconButton
          type="submit"
          aria-label="Send"
          color="primary"
          disabled={outgoingContent(text, file?.name ?? null) === null || send.isPending}
        >
          <Send />
        </IconButton>
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        text="It is removed for everyone in this chat."
        confirmLabel="Delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Box>
  );
}
