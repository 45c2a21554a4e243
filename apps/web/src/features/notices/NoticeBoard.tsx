import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { errorMessage } from '../../core/http';
import { type ListState, type Box as NoticeBox, useNoticeList } from './api';
import { ComposeDialog } from './ComposeDialog';
import { NoticeListItems } from './NoticeListItems';

const STATES: { value: ListState; label: string }[] = [
  { value: 'current', label: 'Current' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'archived', label: 'Archived' },
];

export type BoardView = { box: NoticeBox; state: ListState };

/** The notice board: the inbox (and the posted box for posters), a search, and pages. */
export function NoticeBoard(props: {
  groupId: string;
  posts: boolean;
  view: BoardView;
  onView: (view: BoardView) => void;
  onOpen: (id: string) => void;
}) {
  const { box, state } = props.view;
  const setState = (value: ListState) => props.onView({ box, state: value });
  const [search, setSearch] = useState('');
  const [composing, setComposing] = useState(false);
  const q = useDeferredValue(search.trim());
  const list = useNoticeList(props.groupId, box, state, q);
  const pages = list.data?.pages ?? [];
  const notices = pages.flatMap((p) => p.notices);
  const first = pages[0];
  const states = box === 'posted' ? STATES : STATES.filter((s) => s.value !== 'scheduled');
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          Notices
        </Typography>
        {props.posts ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setComposing(true)}>
            New notice
          </Button>
        ) : null}
      </Stack>
      {props.posts ? (
        <Tabs
          value={box}
          onChange={(_e, value: NoticeBox) =>
            props.onView({
              box: value,
              state: value === 'inbox' && state === 'scheduled' ? 'current' : state,
            })
          }
          aria-label="Which notices"
          sx={{ mb: 1 }}
        >
          <Tab value="inbox" label="For me" />
          <Tab value="posted" label="Posted" />
        </Tabs>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField
          label="Search notices"
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label="Show"
          size="small"
          value={state}
          onChange={(e) => setState(e.target.value as ListState)}
          sx={{ minWidth: 160 }}
        >
          {states.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        {first
          ? `${first.total} ${first.total === 1 ? 'notice' : 'notices'}${
              box === 'inbox' && first.unread > 0 ? `, ${first.unread} unread` : ''
            }`
          : ''}
      </Typography>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label="Loading notices" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error)}</Alert>
      ) : notices.length === 0 ? (
        <Alert severity="info">
          {q ? 'No notice matches your search.' : 'There are no notices here.'}
        </Alert>
      ) : (
        <NoticeListItems notices={notices} onOpen={props.onOpen} />
      )}
      {list.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            Show more
          </Button>
        </Box>
      ) : null}
      {composing ? (
        <ComposeDialog
          groupId={props.groupId}
          notice={null}
          onClose={() => setComposing(false)}
          onSaved={(id) => {
            setComposing(false);
            props.onOpen(id);
          }}
        />
      ) : null}
    </>
  );
}
