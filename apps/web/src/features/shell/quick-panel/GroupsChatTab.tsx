import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { EMPTY_STATES } from '@shala/shared';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../core/http';
import { ChatList, openChat } from '../../chat';
import { useMyGroups } from '../../groups';
import { type PanelGroup, panelGroups } from './panel-groups';
import { Empty } from './parts';

/**
 * The quick panel's Groups and chat tab (spec §2.4): the profile's institutes and classes, each
 * opening its group page; the chat list (Friends Chats, Group Chats, search), each chat opening in
 * a bubble (the chat page on a phone); the Visit Chat page link.
 */
export function GroupsChatTab({ onNavigate }: { onNavigate: () => void }) {
  const mine = useMyGroups();
  const navigate = useNavigate();
  const { institutes, classes } = panelGroups(mine.data);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="section" aria-labelledby="quick-groups-heading">
        <Typography
          id="quick-groups-heading"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
        >
          Groups
        </Typography>
        {mine.isError ? (
          <Empty>{errorMessage(mine.error)}</Empty>
        ) : mine.isPending ? (
          <Empty>Loading…</Empty>
        ) : institutes.length + classes.length === 0 ? (
          <Empty>{EMPTY_STATES.noInstitute}</Empty>
        ) : (
          <List dense disablePadding aria-labelledby="quick-groups-heading">
            {institutes.map((group) => (
              <GroupLink key={group.id} group={group} kind="Institute" onNavigate={onNavigate} />
            ))}
            {classes.map((group) => (
              <GroupLink key={group.id} group={group} kind="Class" onNavigate={onNavigate} />
            ))}
          </List>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby="quick-chats-heading"
        sx={{ display: 'grid', gap: 1 }}
      >
        <Typography
          id="quick-chats-heading"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600 }}
        >
          Chats
        </Typography>
        <ChatList
          onOpen={(contact) => {
            onNavigate();
            openChat(contact, navigate);
          }}
        />
        <Box>
          <Button variant="contained" component={RouterLink} to="/chat" onClick={onNavigate}>
            Visit Chat
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function GroupLink({
  group,
  kind,
  onNavigate,
}: {
  group: PanelGroup;
  kind: 'Institute' | 'Class';
  onNavigate: () => void;
}) {
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={`/group/${group.id}`}
        onClick={onNavigate}
        sx={{ minHeight: 44, borderRadius: 1, px: 1 }}
      >
        <ListItemText
          primary={group.label}
          secondary={[kind, group.detail].filter(Boolean).join(' · ')}
          slotProps={{
            primary: { sx: { color: 'primary.main', fontWeight: 600 } },
            secondary: { color: 'text.secondary' },
          }}
        />
      </ListItemButton>
    </li>
  );
}
