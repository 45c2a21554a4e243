import AttachFileIcon from '@mui/icons-material/AttachFile';
import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type NoticeSummary, seenSentence } from '@shala/shared';
import { shownDateTime } from '../../core/format';

/** The notices as a list of buttons, each opening its notice; unread ones in bold with a dot. */
export function NoticeListItems(props: {
  notices: readonly NoticeSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Notices">
        {props.notices.map((n, i) => {
          const unread = n.read === false;
          return (
            <ListItem key={n.id} disablePadding divider={i < props.notices.length - 1}>
              <ListItemButton
                onClick={() => props.onOpen(n.id)}
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    mt: 1,
                    width: 10,
                    height: 10,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: unread ? 'primary.main' : 'transparent',
                  }}
                />
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
                  >
                    {n.pinned ? (
                      <PushPinIcon
                        fontSize="small"
                        titleAccess="Pinned"
                        sx={{ verticalAlign: 'text-bottom', mr: 0.5, color: 'secondary.main' }}
                      />
                    ) : null}
                    {n.title}
                    {unread ? (
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        (unread)
                      </Box>
                    ) : null}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {n.excerpt}
                  </Typography>
                  <Box
                    sx={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: 1,
                      mt: 0.75,
                      alignItems: 'center',
                    }}
                  >
                    <Typography variant="caption" color="text.secondary">
                      {shownDateTime(n.publishAt)} · {n.postedBy} · To {n.audienceLabel}
                    </Typography>
                    {n.attachments > 0 ? (
                      <Typography variant="caption" color="text.secondary">
                        <AttachFileIcon
                          sx={{ fontSize: 14, verticalAlign: 'middle' }}
                          aria-hidden
                        />
                        {n.attachments} {n.attachments === 1 ? 'attachment' : 'attachments'}
                      </Typography>
                    ) : null}
                    {n.state === 'SCHEDULED' ? <Chip size="small" label="Scheduled" /> : null}
                    {n.counts ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        color="primary"
                        label={seenSentence(n.counts.seen, n.counts.total)}
                      />
                    ) : null}
                  </Box>
                </Box>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

// In px: sx reads a bare 1 as 100%, which widened the page.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
