import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { shownDateTime } from '../../core/format';
import { useShellUser } from '../../core/shell-user';
import { DashboardCard } from '../../ui/DashboardCard';
import { visuallyHidden } from '../../ui/visually-hidden';
import { usePermissions } from '../permissions';
import { useLatestNotices } from './api';

/** How many notices the card lists at most. */
const SHOWN = 5;

/**
 * The dashboard's "Notices" (issue 24 §3): the caller's pinned and unread current notices, newest
 * first after the pinned, each a link to the notice, and "All notices". In a chunk of its own
 * (the dashboard's budget is nearly full); nothing shows for one who reads no notices.
 */
export default function NoticesCard() {
  const user = useShellUser();
  const may = usePermissions();
  const instituteId = user.defaultInstituteId ?? '';
  // As the notices screen: a student reads through their class, others through the institute.
  const groupId =
    instituteId && may('getNotice', instituteId)
      ? instituteId
      : user.defaultClassId && may('getNotice', user.defaultClassId)
        ? user.defaultClassId
        : '';
  const list = useLatestNotices(groupId).data;
  if (!groupId || !list) return null;
  const shown = list.notices.filter((n) => n.pinned || n.read === false).slice(0, SHOWN);
  return (
    <DashboardCard id="dash-notices" title="Notices" headingGap={0.5}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {list.unread === 0 ? 'Nothing unread' : `${list.unread} unread`}
      </Typography>
      {shown.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {shown.map((n) => (
            <li key={n.id}>
              <Link
                component={RouterLink}
                to={`/notice?id=${n.id}`}
                underline="hover"
                sx={{
                  display: 'block',
                  overflowWrap: 'anywhere',
                  fontWeight: n.read === false ? 700 : 500,
                }}
              >
                {n.pinned && (
                  <PushPinIcon
                    fontSize="small"
                    titleAccess="Pinned"
                    sx={{ verticalAlign: 'text-bottom', mr: 0.5, color: 'secondary.main' }}
                  />
                )}
                {n.title}
                {n.read === false && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (unread)
                  </Box>
                )}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {shownDateTime(n.publishAt)} · {n.postedBy}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/notice" size="small">
          All notices
        </Button>
      </Box>
    </DashboardCard>
  );
}
