import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ExamSetup } from '@shala/shared';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { isGroupId, isGroupMissing } from '../../groups';
import { useExamSetup } from './api';
import { DetailsTab } from './DetailsTab';
import { ExamHeader } from './ExamHeader';
import { currentTab, EDITOR_TABS, type EditorTab, visibleTabs } from './editor-tabs';

// The Details tab comes with the page (a new exam opens on it); the others load when opened.
const QuestionsTab = lazy(() =>
  import('./QuestionsTab').then((m) => ({ default: m.QuestionsTab })),
);
const PublishTab = lazy(() => import('./PublishTab').then((m) => ({ default: m.PublishTab })));
const StudentsTab = lazy(() => import('./StudentsTab').then((m) => ({ default: m.StudentsTab })));
const MarkingTab = lazy(() => import('./MarkingTab').then((m) => ({ default: m.MarkingTab })));
const ResultsTab = lazy(() => import('./ResultsTab').then((m) => ({ default: m.ResultsTab })));

/** One tab's panel for a saved exam. */
function Panel({ tab, groupId, setup }: { tab: EditorTab; groupId: string; setup: ExamSetup }) {
  switch (tab) {
    case 'details':
      return <DetailsTab groupId={groupId} setup={setup} />;
    case 'questions':
      return <QuestionsTab groupId={groupId} setup={setup} />;
    case 'publish':
      return <PublishTab groupId={groupId} setup={setup} />;
    case 'students':
      return <StudentsTab groupId={groupId} setup={setup} />;
    case 'marking':
      return <MarkingTab groupId={groupId} setup={setup} />;
    case 'results':
      return <ResultsTab groupId={groupId} setup={setup} />;
  }
}

function NotFound({ message }: { message: string }) {
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
      <Button component={RouterLink} to="/exam" variant="contained" sx={{ mt: 2 }}>
        Go to Exams
      </Button>
    </Box>
  );
}

/**
 * /exam/manage/:groupId/:taskId (taskId `new` for a new exam): a teacher sets up an exam of a
 * class — details and settings, questions, publishing — then follows the students while it runs,
 * marks, and publishes the results. The open tab is kept in ?tab=.
 */
export default function ExamEditorPage() {
  const params = useParams();
  const groupId = params.groupId ?? '';
  const taskId = params.taskId ?? '';
  const isNew = taskId === 'new';
  const valid = isGroupId(groupId) && (isNew || isGroupId(taskId));
  const setup = useExamSetup(groupId, taskId, valid && !isNew);
  const [search, setSearch] = useSearchParams();

  if (!valid) return <NotFound message="This exam does not exist." />;
  if (!isNew && setup.isPending) return <Loading label="Loading the exam…" />;
  if (!isNew && setup.isError) {
    if (isGroupMissing(setup.error)) return <NotFound message={setup.error.message} />;
    return (
      <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
        <LoadError error={setup.error} onRetry={() => setup.refetch()} />
      </Box>
    );
  }
  const data = isNew ? null : (setup.data ?? null);
  const visible = visibleTabs(data?.task.status ?? null);
  const tab = currentTab(search.get('tab'), visible);
  const choose = (key: EditorTab) => {
    // The tab's own choices (the student being marked …) belong to that tab only.
    setSearch({ tab: key }, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <ExamHeader groupId={groupId} task={data?.task ?? null} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, key: EditorTab) => choose(key)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Exam sections"
        >
          {EDITOR_TABS.filter((t) => visible.includes(t.key)).map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.label}
              id={`exam-tab-${t.key}`}
              aria-controls={`exam-panel-${t.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`exam-panel-${tab}`} aria-labelledby={`exam-tab-${tab}`}>
        {data ? (
          <Suspense fallback={<Loading />}>
            <Panel tab={tab} groupId={groupId} setup={data} />
          </Suspense>
        ) : (
          <DetailsTab groupId={groupId} setup={null} />
        )}
      </Box>
    </Box>
  );
}
