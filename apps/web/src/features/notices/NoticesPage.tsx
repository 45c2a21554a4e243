import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { usePermissions } from '../permissions';
import { type BoardView, NoticeBoard } from './NoticeBoard';
import { NoticeDetail } from './NoticeDetail';

/**
 * /notice (spec §2.3 `notice`, School ERP → Notices): the notices the profile was sent, and for
 * those who post them, what they posted with who has seen it; `?id=` opens one notice (the
 * click target of its notification), which marks it read.
 */
export default function NoticesPage() {
  const user = useShellUser();
  const may = usePermissions();
  const [params, setParams] = useSearchParams();
  const instituteId = user.defaultInstituteId ?? '';
  // A student reads notices through their class; staff and parents through the institute.
  const groupId =
    instituteId && may('getNotice', instituteId) ? instituteId : (user.defaultClassId ?? '');
  const posts = !!instituteId && may('createNotice', instituteId);
  // Who manages every notice (the office, the admin) starts on the school's whole board.
  const managesAll = posts && may('manageNotices', instituteId);
  const id = params.get('id');
  // Which box and list the board shows, kept while a notice is open so that Back returns there.
  const [view, setView] = useState<BoardView | null>(null);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {!groupId ? (
        <Alert severity="info">Choose a default institute in the right panel.</Alert>
      ) : id ? (
        <NoticeDetail groupId={groupId} id={id} onBack={() => setParams({})} />
      ) : (
        <NoticeBoard
          groupId={groupId}
          posts={posts}
          view={view ?? { box: managesAll ? 'posted' : 'inbox', state: 'current' }}
          onView={setView}
          onOpen={(noticeId) => setParams({ id: noticeId })}
        />
      )}
    </Box>
  );
}
