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
        // No refetch when the connection comes back: the saves waiting offline go then, and a
        // question read at that moment could answer from before its save and replace the kept
        // answer with none (the review showed "Not answered" for an answer the server had).
        // A question is read afresh whenever it is shown.
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
