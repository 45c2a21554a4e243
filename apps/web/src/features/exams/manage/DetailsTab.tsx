import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EXAM_CATEGORIES, EXAMINATION_TYPES, type ExamSetup } from '@shala/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { usePermission } from '../../permissions';
import { saveExamDetails, useRefreshExam } from './api';
import { DeleteExam } from './DeleteExam';
import {
  type DetailsValues,
  detailsFormSchema,
  detailsToInput,
  detailsValues,
  shownLocal,
} from './details-form';
import { ExamSettingsFields } from './ExamSettingsFields';
import { isDraft } from './exam-rules';
import { Section } from './parts';

export const EXAMINATION_TYPE_LABEL = {
  OBJECTIVE: 'Objective (multiple choice)',
  SUBJECTIVE: 'Subjective (written answers)',
  MIXED: 'Mixed',
} as const;

export const EXAM_CATEGORY_LABEL = {
  CLASS_TEST: 'Class test',
  UNIT_TEST: 'Unit test',
  MID_TERM: 'Mid-term',
  FINAL_TERM: 'Final term',
  PRACTICE: 'Practice',
} as const;

/**
 * The exam's name, its rules (the window's two tabs), when it opens and closes, and its
 * settings. A new exam is created with its settings and opens on its Questions tab. Once
 * published only the name, the rules, a later closing time and "show answers" still change.
 */
export function DetailsTab({ groupId, setup }: { groupId: string; setup: ExamSetup | null }) {
  const task = setup?.task ?? null;
  const config = setup?.examConfig ?? null;
  const navigate = useNavigate();
  const refresh = useRefreshExam(groupId, task?.id ?? 'new');
  const mayWrite = usePermission(task ? 'updateExamConfig' : 'createExamConfig', groupId);
  const draft = !task || isDraft(task.status);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo(() => detailsValues(task, config, new Date()), [task, config]);
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsFormSchema(groupId)),
    defaultValues: initial,
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const input = detailsToInput(values, groupId);
    if (!input.ok) return;
    const before = detailsToInput(initial, groupId);
    const configChanged =
      !config || !before.ok || JSON.stringify(before.config) !== JSON.stringify(input.config);
    try {
      const saved = await saveExamDetails({
        groupId,
        taskId: task?.id ?? null,
        configId: config?.id ?? null,
        task: input.task,
        config: configChanged ? input.config : null,
      });
      if (saved.failure) {
        setFailure(`The exam was saved, but not its settings: ${errorMessage(saved.failure)}`);
      } else {
        showSnack({ message: saved.message ?? 'The exam was saved.', severity: 'success' });
      }
      await refresh();
      if (!task)
        navigate(`/exam/manage/${groupId}/${saved.taskId}?tab=questions`, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const readOnly = !mayWrite;
  const frozen = readOnly || !draft;
  const opensAt = watch('opensAt');
  const closesAt = watch('closesAt');

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      {!mayWrite && (
        <Alert severity="info">Your role shows this exam; it does not change it.</Alert>
      )}
      {task && !draft && (
        <Alert severity="info">
          This exam has been published: its questions, opening time and settings are fixed. You can
          still change its name and rules, close it later, and choose whether students see the
          answers with their result.
        </Alert>
      )}
      <Section id="exam-details-about" title="The exam">
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            fullWidth
            disabled={readOnly}
            {...register('title')}
            error={!!errors.title}
            helperText={errors.title?.message ?? 'For example Unit Test 3: Fractions.'}
          />
          <TextField
            label="Rules (the first page students read)"
            multiline
            minRows={4}
            fullWidth
            disabled={readOnly}
            {...register('instructions')}
            error={!!errors.instructions}
            helperText={errors.instructions?.message}
          />
          <TextField
            label="Agreement (the second page; students agree to it before they begin)"
            multiline
            minRows={3}
            fullWidth
            disabled={readOnly}
            {...register('agreement')}
            error={!!errors.agreement}
            helperText={
              errors.agreement?.message ??
              'For example: I will not share the questions with anyone.'
            }
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Opens"
              type="datetime-local"
              required
              disabled={frozen}
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('opensAt')}
              error={!!errors.opensAt}
              helperText={errors.opensAt?.message ?? (shownLocal(opensAt) || 'Your local time.')}
            />
            <TextField
              label="Closes"
              type="datetime-local"
              required
              disabled={readOnly}
              slotProps={{ inputLabel: { shrink: true } }}
              {...register('closesAt')}
              error={!!errors.closesAt}
              helperText={errors.closesAt?.message ?? (shownLocal(closesAt) || 'Your local time.')}
            />
          </Box>
        </Stack>
      </Section>
      <Section id="exam-details-settings" title="Settings">
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}
        >
          <TextField
            select
            label="Examination type"
            disabled={frozen}
            value={watch('examinationType')}
            onChange={(e) =>
              form.setValue('examinationType', e.target.value as DetailsValues['examinationType'], {
                shouldDirty: true,
              })
            }
          >
            {EXAMINATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {EXAMINATION_TYPE_LABEL[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Category"
            disabled={frozen}
            value={watch('examCategory')}
            onChange={(e) =>
              form.setValue('examCategory', e.target.value as DetailsValues['examCategory'], {
                shouldDirty: true,
              })
            }
          >
            {EXAM_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {EXAM_CATEGORY_LABEL[category]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <ExamSettingsFields form={form} frozen={frozen} readOnly={readOnly} />
      </Section>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {mayWrite && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {task ? 'Save' : 'Create exam'}
          </Button>
          {task && (draft || setup?.attemptCounts.started === 0) && (
            <DeleteExam groupId={groupId} task={task} />
          )}
        </Box>
      )}
    </Box>
  );
}
