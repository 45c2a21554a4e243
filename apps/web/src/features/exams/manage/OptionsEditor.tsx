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
import { MCQ_OPTIONS_MIN, OPTION_TEXT_MAX } from '@shala/shared';
import { useId } from 'react';
import { canAddOption, type NewQuestionDraft, optionTitle, withoutOption } from './new-question';

/** A multiple-choice question's options, each with its text, and a radio for the correct one. */
export function OptionsEditor(props: {
  draft: NewQuestionDraft;
  onChange: (draft: NewQuestionDraft) => void;
  error?: string | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  const { draft } = props;
  const setText = (index: number, text: string) =>
    props.onChange({ ...draft, options: draft.options.map((t, i) => (i === index ? text : t)) });
  return (
    <FormControl error={!!props.error} component="fieldset" sx={{ minWidth: 0 }}>
      <FormLabel id={labelId} component="legend">
        Options (choose the correct one)
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={props.error ? errorId : undefined}
        value={draft.correct === null ? '' : String(draft.correct)}
        onChange={(e) => props.onChange({ ...draft, correct: Number(e.target.value) })}
        sx={{ display: 'grid', gap: 1, mt: 1 }}
      >
        {draft.options.map((text, index) => {
          const title = optionTitle(index);
          return (
            <Box key={title} sx={{ display: 'flex', gap: 0.5, alignItems: 'center', minWidth: 0 }}>
              <Radio
                value={String(index)}
                slotProps={{ input: { 'aria-label': `${title} is correct` } }}
              />
              <TextField
                size="small"
                label={`Option ${title}`}
                value={text}
                onChange={(e) => setText(index, e.target.value)}
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
              />
              <IconButton
                aria-label={`Remove option ${title}`}
                disabled={draft.options.length <= MCQ_OPTIONS_MIN}
                onClick={() => props.onChange(withoutOption(draft, index))}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          );
        })}
      </RadioGroup>
      {props.error && <FormHelperText id={errorId}>{props.error}</FormHelperText>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={!canAddOption(draft)}
          onClick={() => props.onChange({ ...draft, options: [...draft.options, ''] })}
          sx={{ mt: 1 }}
        >
          Add option
        </Button>
      </Box>
    </FormControl>
  );
}
