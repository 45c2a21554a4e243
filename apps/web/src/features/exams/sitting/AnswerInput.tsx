import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ANSWER_TEXT_MAX, type ExamQuestion, optionLetter } from '@shala/shared';

/**
 * The answer to one exam question (spec §2.6): a text area for SUBJECTIVE, a choice list for
 * the others (the answer is the chosen option's title; the options are lettered A, B, C … in
 * the order shown, so shuffled options read as Moodle's do). Labelled by the question itself.
 */
export function AnswerInput(props: {
  question: ExamQuestion;
  value: string;
  onChange: (value: string) => void;
  /** The id of the element holding the question's text. */
  labelledBy: string;
  disabled?: boolean;
}) {
  const { question, value, onChange, labelledBy, disabled } = props;
  const q = question.questionOutputDto;
  if (q.questionType === 'SUBJECTIVE') {
    return (
      <TextField
        multiline
        minRows={6}
        fullWidth
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        label="Your answer"
        slotProps={{
          htmlInput: { maxLength: ANSWER_TEXT_MAX, 'aria-describedby': labelledBy },
        }}
        helperText={`${value.length.toLocaleString('en-GB')} / ${ANSWER_TEXT_MAX.toLocaleString('en-GB')} characters`}
      />
    );
  }
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Choose one answer
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelledBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ gap: 0.5 }}
      >
        {q.objectiveOptions.map((option, index) => (
          <FormControlLabel
            key={option.id}
            value={option.title}
            control={<Radio />}
            sx={{
              m: 0,
              alignItems: 'flex-start',
              border: 1,
              borderColor: value === option.title ? 'primary.main' : 'divider',
              borderRadius: 2,
              pr: 1.5,
              minHeight: 44,
              '& .MuiFormControlLabel-label': { pt: 1.1, overflowWrap: 'anywhere', minWidth: 0 },
            }}
            label={
              <>
                <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                  {optionLetter(index)}.
                </Box>
                {option.text}
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
