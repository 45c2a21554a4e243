import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { MCQ_OPTIONS_MAX, MCQ_OPTIONS_MIN, OPTION_TEXT_MAX, OPTION_TITLE_MAX } from '@shala/shared';
import { useId } from 'react';
import {
  canAddOption,
  type QuestionDraft,
  withNewOption,
  withOptionChange,
  withoutOption,
} from './question-draft';

/**
 * An MCQ's options: each a title (A, B … as given) and a text, a radio for the correct one, add
 * and remove. A saved option keeps its title, so answers to it stay its.
 */
export function OptionsEditor(props: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const labelId = useId();
  const errorId = useId();
  const { draft, onChange } = props;
  return (
    <FormControl
      error={!!props.error}
      component="fieldset"
      disabled={props.disabled}
      sx={{ minWidth: 0 }}
    >
      <FormLabel id={labelId} component="legend">
        Options: choose the correct one ({MCQ_OPTIONS_MIN} to {MCQ_OPTIONS_MAX})
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={props.error ? errorId : undefined}
        value={draft.correctTitle ?? ''}
        onChange={(e) => onChange({ ...draft, correctTitle: e.target.value })}
        sx={{ display: 'grid', gap: 1, mt: 1 }}
      >
        {draft.options.map((option, index) => (
          <Box
            key={option.key}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', minWidth: 0 }}
          >
            <Radio
              value={option.title}
              sx={{ mt: 0.25 }}
              slotProps={{
                input: {
                  'aria-label': `${option.title || index + 1} is correct`,
                },
              }}
            />
            <TextField
              size="small"
              label="Title"
              value={option.title}
              onChange={(e) =>
                onChange(withOptionChange(draft, option.key, { title: e.target.value }))
              }
              sx={{ width: 72, flexShrink: 0 }}
              slotProps={{ htmlInput: { maxLength: OPTION_TITLE_MAX } }}
            />
            <TextField
              size="small"
              label={`Option ${option.title || index + 1}`}
              value={option.text}
              onChange={(e) =>
                onChange(withOptionChange(draft, option.key, { text: e.target.value }))
              }
              multiline
              maxRows={4}
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
            />
            <IconButton
              aria-label={`Remove option ${option.title || index + 1}`}
              disabled={props.disabled || draft.options.length <= MCQ_OPTIONS_MIN}
              onClick={() => onChange(withoutOption(draft, option.key))}
            >
              <CloseIcon />
            </IconButton>
          </Box>
        ))}
      </RadioGroup>
      {props.error && <FormHelperText id={errorId}>{props.error}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon aria-hidden />}
          onClick={() => onChange(withNewOption(draft))}
          disabled={props.disabled || !canAddOption(draft)}
          sx={{ mt: 1 }}
        >
          Add option
        </Button>
      </Box>
    </FormControl>
  );
}
