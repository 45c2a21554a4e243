import { useMemo, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { QuestionFormDialog } from '../questions/QuestionFormDialog';
import { draftFields, emptyDraft, questionFormData } from '../questions/question-draft';
import { useQuestionDraft } from '../questions/use-question-draft';
import { createBankQuestion, useExamQuestionChanges, useRefreshExam } from './api';

/**
 * Writes a question into the class's bank and places it in the exam: the question form, then
 * "add to this exam" (a question the bank took stays there when only its place fails).
 */
export function NewQuestionDialog(props: {
  open: boolean;
  groupId: string;
  taskId: string;
  onClose: () => void;
}) {
  const start = useMemo(() => (props.open ? emptyDraft() : null), [props.open]);
  const form = useQuestionDraft(start, props.groupId);
  const [busy, setBusy] = useState(false);
  const { add } = useExamQuestionChanges(props.groupId, props.taskId);
  const refresh = useRefreshExam(props.groupId, props.taskId);
  const { draft } = form;
  if (!draft) return null;

  const submit = async () => {
    if (!form.readyToSend()) return;
    setBusy(true);
    try {
      const fields = questionFormData(draftFields(draft, props.groupId), null);
      const created = await createBankQuestion(props.groupId, fields);
      try {
        await add.mutateAsync({ questionId: created.question.id });
      } catch (error) {
        // The question is in the bank; only its place in the exam failed.
        form.setFailure(
          `${created.message ?? 'Question created successfully'}, but it was not added to the exam: ${errorMessage(error)}`,
        );
        await refresh();
        return;
      }
      showSnack({
        message: `${created.message ?? 'Question created successfully'}. It was added to the exam.`,
        severity: 'success',
      });
      props.onClose();
    } catch (error) {
      form.setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <QuestionFormDialog
      title="Write a new question"
      submitLabel="Save and add to exam"
      draft={draft}
      onChange={form.setDraft}
      errors={form.errors}
      busy={busy}
      failure={form.failure}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    />
  );
}
