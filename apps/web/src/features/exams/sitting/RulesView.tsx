import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { AcademicTask } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../../core/format';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { acceptRules, rejectRules, type TaskRef } from '../api';
import { closingText } from './closing-time';
import { DEFAULT_RULES, RULES_TABS } from './window-flow';

/**
 * Spec §2.6 (1) and §4 "Exam setup": the two-tab rules page with Next and Previous; on the
 * second tab, the non-disclosure agreement with I Agree / I Disagree, then Begin, which is
 * enabled only once agreed (at once when the attempt was agreed before).
 */
export function RulesView(props: {
  taskRef: TaskRef;
  task: AcademicTask;
  agreed: boolean;
  started: boolean;
  /** This student's extra time (their attempt's), which moves the close for them. */
  extraMinutes: number;
  onAgreed: (agreed: boolean) => void;
  onBegin: () => void;
  beginning: boolean;
}) {
  const { task, agreed } = props;
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState(false);
  const [disagreed, setDisagreed] = useState(false);

  const decide = async (agree: boolean) => {
    setBusy(true);
    try {
      await (agree ? acceptRules(props.taskRef) : rejectRules(props.taskRef));
      props.onAgreed(agree);
      setDisagreed(!agree);
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const panel = (index: number) => ({
    role: 'tabpanel',
    id: `rules-panel-${index}`,
    'aria-labelledby': `rules-tab-${index}`,
    hidden: tab !== index,
  });
  const text = (value: string, fallback: string) => (value.trim() ? value : fallback);

  return (
    <Box component="section" aria-labelledby="rules-heading">
      <Typography id="rules-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Before you begin
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Opens {shownDateTime(task.startDateTime)} ·{' '}
        {closingText(task.endDateTime, props.extraMinutes)} · {task.questionCount}{' '}
        {task.questionCount === 1 ? 'question' : 'questions'} · {task.maximumMarks} marks
        {task.examConfig?.jsonConfig.durationMinutes
          ? ` · ${task.examConfig.jsonConfig.durationMinutes} minutes from when you begin`
          : ''}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="fullWidth"
        aria-label="Exam rules"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {RULES_TABS.map((label, i) => (
          <Tab key={label} label={label} id={`rules-tab-${i}`} aria-controls={`rules-panel-${i}`} />
        ))}
      </Tabs>
      <Box {...panel(0)} sx={{ py: 2 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text(task.instructions, DEFAULT_RULES.instructions)}
        </Typography>
      </Box>
      <Box {...panel(1)} sx={{ py: 2 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
          {text(task.agreement, DEFAULT_RULES.agreement)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant={agreed ? 'contained' : 'outlined'}
            color="success"
            disabled={busy}
            aria-pressed={agreed}
            onClick={() => void decide(true)}
            sx={{ minHeight: 44 }}
          >
            I Agree
          </Button>
          <Button
            variant={disagreed ? 'contained' : 'outlined'}
            color="error"
            disabled={busy}
            aria-pressed={disagreed}
            onClick={() => void decide(false)}
            sx={{ minHeight: 44 }}
          >
            I Disagree
          </Button>
        </Box>
        {disagreed && (
          <Alert severity="info" sx={{ mt: 2 }}>
            You cannot begin the exam without agreeing. You may agree at any time before it closes.
          </Alert>
        )}
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', mt: 1 }}
      >
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={tab === 0}
            onClick={() => setTab(0)}
            sx={{ minHeight: 44 }}
          >
            Previous
          </Button>
          <Button
            variant="outlined"
            disabled={tab === 1}
            onClick={() => setTab(1)}
            sx={{ minHeight: 44 }}
          >
            Next
          </Button>
        </Box>
        <Button
          variant="contained"
          disabled={!agreed || props.beginning}
          onClick={props.onBegin}
          sx={{ minHeight: 44, minWidth: 120 }}
        >
          Begin
        </Button>
      </Box>
      {props.started && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Your exam is in progress. Choose Begin to carry on where you left off; your saved answers
          are kept.
        </Alert>
      )}
      {!agreed && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Read both tabs; Begin opens once you agree on the second.
        </Typography>
      )}
    </Box>
  );
}
