import Circle from '@mui/icons-material/Circle';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_TEXTS, type ChatContact, shownChats } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { useChatList, useChatSearch } from './api';

/** Spec §2.4 chat list: Friends Chats, Group Chats and search results, Show More beyond 5. */
export function ChatList({ onOpen }: { onOpen: (contact: ChatContact) => void }) {
  const list = useChatList();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const search = useChatSearch(query);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <TextField
        size="small"
        label="Search people and groups"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {query.trim() ? (
        <Section
          title={CHAT_TEXTS.searchResults}
          contacts={search.data ?? []}
          loading={search.isPending}
          error={search.isError ? errorMessage(search.error) : null}
          empty="Nobody found that you can chat with."
          onOpen={onOpen}
        />
      ) : null}
      <Section
        title={CHAT_TEXTS.friendsChats}
        contacts={list.data?.friendsChats ?? []}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        empty="No chats yet. Search for a classmate, teacher or colleague."
        onOpen={onOpen}
      />
      <Section
        title={CHAT_TEXTS.groupChats}
        contacts={list.data?.groupChats ?? []}
        loading={list.isPending}
        error={null}
        empty="You are not a part of any Level/Class"
        onOpen={onOpen}
      />
    </Box>
  );
}

function Section(props: {
  title: string;
  contacts: ChatContact[];
  loading: boolean;
  error: string | null;
  empty: string;
  onOpen: (contact: ChatContact) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const { shown, toggle } = shownChats(props.contacts, expanded);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {props.title}
      </Typography>
      {props.error ? (
        <Typography variant="body2">{props.error}</Typography>
      ) : props.loading ? (
        <Typography variant="body2">Loading…</Typography>
      ) : shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {props.empty}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {shown.map((c) => (
            <ListItem disablePadding key={`${c.ownerType}:${c.receiverId}`}>
              <ListItemButton onClick={() => props.onOpen(c)}>
                <ListItemAvatar sx={{ minWidth: 44 }}>
                  <Badge
                    overlap="circular"
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                    invisible={c.ownerType === 'GROUP' || c.loginStatus !== 'ONLINE'}
                    badgeContent={<Circle sx={{ fontSize: 10, color: 'success.main' }} />}
                  >
                    <Avatar sx={{ width: 32, height: 32 }}>{c.receiverName.slice(0, 1)}</Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={`${c.receiverName}${c.ownerType === 'USER' && c.loginStatus === 'ONLINE' ? ' (online)' : ''}`}
                  secondary={
                    c.lastMessage
                      ? c.lastMessage.deleted
                        ? 'Deleted message'
                        : c.lastMessage.content
                      : null
                  }
                  slotProps={{
                    primary: { noWrap: true, sx: { fontWeight: c.unread > 0 ? 700 : 400 } },
                    secondary: { noWrap: true },
                  }}
                />
                {c.unread > 0 ? (
                  <Badge
                    badgeContent={c.unread}
                    color="primary"
                    max={90}
                    sx={{ mr: 1 }}
                    aria-label={`${c.unread} unread`}
                  />
                ) : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {toggle ? (
        <Button size="small" onClick={() => setExpanded((e) => !e)}>
          {toggle}
        </Button>
      ) : null}
    </Box>
  );
}
