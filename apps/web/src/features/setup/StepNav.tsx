import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Back and Next under a step; Next may submit the step's form (it saves as it goes). */
export function StepNav(props: {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  /** Submit this form instead of calling onNext. */
  form?: string;
  busy?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
      {props.onBack ? (
        <Button onClick={props.onBack} variant="text">
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button
        variant="contained"
        type={props.form ? 'submit' : 'button'}
        form={props.form}
        onClick={props.form ? undefined : props.onNext}
        disabled={props.busy}
      >
        {props.nextLabel ?? 'Next'}
      </Button>
    </Stack>
  );
}
