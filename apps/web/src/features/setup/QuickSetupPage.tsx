import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { shownLongDate } from '../../core/format';
import { errorMessage } from '../../core/http';
import { useInstituteDetails } from '../institutes';
import { ClassesStep } from './ClassesStep';
import { DetailsStep } from './DetailsStep';
import { FinishStep } from './FinishStep';
import { RolesStep } from './RolesStep';
import { SessionsStep } from './SessionsStep';

export const SETUP_STEPS = [
  'Details and logo',
  'Sessions',
  'Classes and sections',
  'Roles',
  'Finish',
];

/**
 * /quick-setup/institute/:groupId: the institute admin's first-run wizard. Each step saves as
 * it goes; the step is in the address (?step=2), so a reload or the browser's Back keep it. The
 * screen gate lets in only those who manage the institute: without manageGroup every save
 * would be refused.
 */
export default function QuickSetupPage() {
  const { groupId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const details = useInstituteDetails(groupId);
  const requested = Number(params.get('step') ?? '1');
  const step =
    Number.isInteger(requested) && requested >= 1 && requested <= SETUP_STEPS.length
      ? requested - 1
      : 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  const go = (index: number) => setParams({ step: String(index + 1) });
  // Moving between steps puts the focus on the step's heading, so keyboard users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (details.isPending) return <CircularProgress aria-label="Loading the institute" />;
  if (details.isError) {
    return <Alert severity="error">{errorMessage(details.error)}</Alert>;
  }
  const back = () => go(step - 1);
  const next = () => go(step + 1);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Set up {details.data.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Five short steps. Each saves as you go; you can come back to any of them.
      </Typography>
      {details.data.setupCompletedAt ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Setup was finished on {shownLongDate(details.data.setupCompletedAt)}. You can still change
          anything here.
        </Alert>
      ) : null}
      <Stepper
        nonLinear
        activeStep={step}
        alternativeLabel
        sx={{
          mb: 2,
          overflowX: 'auto',
          pb: 1,
          '& .MuiStepLabel-label': { fontSize: { xs: 11, sm: 14 } },
        }}
      >
        {SETUP_STEPS.map((label, index) => (
          <Step key={label} completed={index < step}>
            <StepButton
              onClick={() => go(index)}
              aria-current={index === step ? 'step' : undefined}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          variant="h2"
          component="h2"
          ref={heading}
          tabIndex={-1}
          sx={{ mb: 2, outline: 'none', fontSize: { xs: '1.15rem', sm: '1.35rem' } }}
        >
          Step {step + 1} of {SETUP_STEPS.length}: {SETUP_STEPS[step]}
        </Typography>
        {step === 0 ? <DetailsStep groupId={groupId} details={details.data} onNext={next} /> : null}
        {step === 1 ? <SessionsStep groupId={groupId} onBack={back} onNext={next} /> : null}
        {step === 2 ? <ClassesStep groupId={groupId} onBack={back} onNext={next} /> : null}
        {step === 3 ? <RolesStep groupId={groupId} onBack={back} onNext={next} /> : null}
        {step === 4 ? <FinishStep groupId={groupId} details={details.data} onBack={back} /> : null}
      </Paper>
    </Box>
  );
}
