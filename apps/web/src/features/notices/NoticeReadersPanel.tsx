import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { seenSentence } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { useNoticeReaders } from './api';

/** "Seen by 212 of 240", and who has not seen it (or who has), page by page. */
export function NoticeReadersPanel(props: {
  groupId: string;
  id: string;
  counts: { seen: number; total: number };
}) {
  const [seen, setSeen] = useState(false);
  const readers = useNoticeReaders(props.groupId, props.id, seen, true);
  const people = readers.data?.pages.flatMap((p) => p.people) ?? [];
  const { seen: count, total } = props.counts;
  const percent = total === 0 ? 0 : Math.round((count / total) * 100);
  return (
    <Box component="section" aria-labelledby="notice-readers">
      <Typography id="notice-readers" variant="h2" sx={{ fontSize: '1.1rem' }}>
        {seenSentence(count, total)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${percent}% have seen it`}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Tabs
        value={seen ? 1 : 0}
        onChange={(_e, v: number) => setSeen(v === 1)}
        aria-label="Readers"
      >
        <Tab label={`Not seen (${total - count})`} />
        <Tab label={`Seen (${count})`} />
      </Tabs>
      <List dense aria-label={seen ? 'Who has seen it' : 'Who has not seen it'}>
        {people.map((p) => (
          <ListItem key={p.profileId} divider>
            <ListItemText
              primary={p.name}
              secondary={[p.detail, p.readAt ? `Seen ${shownDateTime(p.readAt)}` : null]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {!readers.isPending && people.length === 0 ? (
        <Typography color="text.secondary">
          {seen ? 'Nobody has opened it yet.' : 'Everyone has seen it.'}
        </Typography>
      ) : null}
      {readers.hasNextPage ? (
        <Button onClick={() => void readers.fetchNextPage()} disabled={readers.isFetchingNextPage}>
          Show more
        </Button>
      ) : null}
    </Box>
  );
}
