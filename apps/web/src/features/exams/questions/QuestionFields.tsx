import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  QUESTION_CATEGORY_MAX,
  QUESTION_DIFFICULTIES,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
} from '@shala/shared';
import { OptionsEditor } from './OptionsEditor';
import {
  DIFFICULTY_LABELS,
  type DraftErrors,
  QUESTION_TYPE_LABELS,
  type QuestionDraft,
  typeLocked,
} from './question-draft';

/**
 * The question's fields, checked as the server checks them: type, difficulty and marks, the
 * question, the options with the correct one (MCQ) or the marking guide, tags and category.
 */
export function QuestionFields(props: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  errors: DraftErrors;
  disabled: boolean;
}) {
  const { draft, errors, disabled } = props;
  const set = (change: Partial<QuestionDraft>) => props.onChange({ ...draft, ...change });
  const locked = typeLocked(draft);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Type"
          value={draft.questionType}
          onChange={(e) => set({ questionType: e.target.value as QuestionType })}
          disabled={disabled || locked}
          sx={{ flex: 1 }}
          helperText={locked ? 'In a published exam: the type stays.' : ' '}
        >
          {QUESTION_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {QUESTION_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Difficulty"
          value={draft.questionDifficulty}
          onChange={(e) => set({ questionDifficulty: e.target.value as QuestionDifficulty })}
          disabled={disabled}
          sx={{ flex: 1 }}
          helperText=" "
        >
          {QUESTION_DIFFICULTIES.map((d) => (
            <MenuItem key={d} value={d}>
              {DIFFICULTY_LABELS[d]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Marks"
          value={draft.marks}
          onChange={(e) => set({ marks: e.target.value })}
          required
          disabled={disabled}
          error={!!errors.marks}
          helperText={errors.marks ?? 'Up to two decimals'}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
        />
      </Stack>
      <TextField
        label="Question"
        value={draft.question}
        onChange={(e) => set({ question: e.target.value })}
        required
        multiline
        minRows={3}
        autoFocus
        disabled={disabled}
        error={!!errors.question}
        helperText={errors.question ?? `${draft.question.length} / ${QUESTION_TEXT_MAX}`}
        slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
      />
      {draft.questionType === 'MCQ_SINGLE' ? (
        <OptionsEditor
          draft={draft}
          onChange={props.onChange}
          error={errors.options ?? errors.correctAnswer}
          disabled={disabled}
        />
      ) : (
        <TextField
          label="Marking guide (students never see it)"
          value={draft.guide}
          onChange={(e) => set({ guide: e.target.value })}
          multiline
          minRows={2}
          disabled={disabled}
          error={!!(errors.correctAnswer ?? errors.options)}
          helperText={errors.correctAnswer ?? errors.options}
          slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
        />
      )}
      <TextField
        label="Tags"
        value={draft.tags}
        onChange={(e) => set({ tags: e.target.value })}
        disabled={disabled}
        error={!!errors.tags}
        helperText={errors.tags ?? 'Separated by commas, for example fractions, addition.'}
      />
      <TextField
        label="Category (optional)"
        value={draft.questionCategory}
        onChange={(e) => set({ questionCategory: e.target.value })}
        disabled={disabled}
        error={!!errors.questionCategory}
        helperText={errors.questionCategory ?? 'For example Mathematics'}
        slotProps={{ htmlInput: { maxLength: QUESTION_CATEGORY_MAX } }}
      />
    </>
  );
}
