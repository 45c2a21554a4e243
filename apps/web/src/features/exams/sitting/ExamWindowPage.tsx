import Box from '@mui/material/Box';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ExamWindow } from './ExamWindow';

/**
 * Spec §2.2 exam/{examName}/{Id}/{groupId}: the Examination screen, outside the shell (no top
 * bar, no menus). Its route loader turns away signed-out browsers like the shell's.
 */
export default function ExamWindowPage() {
  const { Id = '', groupId = '' } = useParams();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // No refetch of every question when the connection comes back: a hall's students
        // reconnect together, their waiting saves go then and update the kept copies, and a
        // question is read afresh whenever it is shown (exam-question-query.ts).
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <ExamWindow key={`${groupId}/${Id}`} groupId={groupId} taskId={Id} />
      </Box>
    </QueryClientProvider>
  );
}
