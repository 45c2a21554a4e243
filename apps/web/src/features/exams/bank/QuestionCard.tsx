import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankQuestion } from '@shala/shared';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { DIFFICULTY_LABELS } from '../questions/question-draft';
import { TYPE_LABELS } from './rules';

/** What the caller may do from this screen to this question (the server decides again). */
export type CardActions = {
  onEdit?: () => void;
  onDisable?: () => void;
  onDelete?: () => void;
};

/**
 * One question of the bank: its text, marks, tags and category, the image, an MCQ's options with
 * the correct one marked, and what may be done to it. The institute's questions read from a
 * class are marked, and read-only unless the profile may change them there.
 */
export function QuestionCard({
  question: q,
  fromInstitute,
  actions,
}: {
  question: BankQuestion;
  fromInstitute: boolean;
  actions: CardActions;
}) {
  const headingId = `question-${q.id}`;
  const enabled = q.objectiveOptions.filter((o) => !o.disabled);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      // A disabled question is told by its chip and a grey ground; its text keeps full contrast.
      sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: q.disabled ? 'action.hover' : undefined }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={TYPE_LABELS[q.questionType]} />
        <Chip size="small" variant="outlined" label={DIFFICULTY_LABELS[q.questionDifficulty]} />
        <Chip
          size="small"
          variant="outlined"
          label={`${q.marks} ${q.marks === 1 ? 'mark' : 'marks'}`}
        />
        {fromInstitute && <Chip size="small" color="info" label="Institute bank" />}
        {q.disabled && <Chip size="small" color="warning" label="Disabled" />}
        {q.inPublishedExam && <Chip size="small" variant="outlined" label="In a published exam" />}
        {fromInstitute && !q.editable && <Chip size="small" variant="outlined" label="Read-only" />}
      </Stack>
      <Typography
        id={headingId}
        component="h3"
        sx={{ fontWeight: 500, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {q.question}
      </Typography>
      {q.file && (
        <Box
          component="img"
          src={q.file}
          alt="The question's image"
          loading="lazy"
          sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
        />
      )}
      {q.questionType === 'MCQ_SINGLE' ? (
        <Box component="ol" sx={{ listStyle: 'none', pl: 0, my: 1 }}>
          {enabled.map((o) => {
            const correct = o.title === q.correctAnswer;
            return (
              <Box
                component="li"
                key={o.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.25 }}
              >
                <Typography component="span" sx={{ fontWeight: 600, minWidth: 24 }}>
                  {o.title}.
                </Typography>
                <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {o.text}
                </Typography>
                {correct && (
                  <Typography
                    component="span"
                    color="success.main"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <CheckCircleOutlined fontSize="small" aria-hidden />
                    Correct
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      ) : (
        q.correctAnswer && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            Marking guide: {q.correctAnswer}
          </Typography>
        )
      )}
      {(q.tags.length > 0 || q.questionCategory) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {q.questionCategory && <>Category: {q.questionCategory}. </>}
          {q.tags.length > 0 && <>Tags: {q.tags.join(', ')}</>}
        </Typography>
      )}
      {(actions.onEdit || actions.onDisable || actions.onDelete) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {actions.onEdit && (
            <Button size="small" variant="outlined" onClick={actions.onEdit}>
              Edit
              <Box component="span" sx={visuallyHidden}>
                {' '}
                question: {q.question.slice(0, 60)}
              </Box>
            </Button>
          )}
          {actions.onDisable && !q.disabled && (
            <Button size="small" onClick={actions.onDisable}>
              Disable
            </Button>
          )}
          {actions.onDelete && !q.inPublishedExam && (
            <Button size="small" color="error" onClick={actions.onDelete}>
              Delete
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
