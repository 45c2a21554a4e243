import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { QuestionFormDialog } from '../questions/QuestionFormDialog';
import { draftFields, type QuestionDraft } from '../questions/question-draft';
import { useQuestionDraft } from '../questions/use-question-draft';
import { useBankChanges } from './api';
import { ImageField } from './ImageField';

/** Create a question of the bank or edit one: the question form with its image. */
export function QuestionDialog(props: {
  groupId: string;
  /** The draft to start from; null: closed. */
  start: QuestionDraft | null;
  onClose: () => void;
}) {
  const { save } = useBankChanges(props.groupId);
  const form = useQuestionDraft(props.start, props.groupId);
  const { draft, setDraft } = form;
  if (!draft) return null;
  const busy = save.isPending;

  const submit = () => {
    if (!form.readyToSend()) return;
    save.mutate(
      { fields: draftFields(draft, props.groupId), image: draft.image },
      {
        onSuccess: (answer) => {
          showSnack({ message: answer.message, severity: 'success' });
          props.onClose();
        },
        onError: (error) => form.setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <QuestionFormDialog
      title={draft.id ? 'Edit question' : 'New question'}
      submitLabel={draft.id ? 'Save changes' : 'Add question'}
      draft={draft}
      onChange={setDraft}
      errors={form.errors}
      busy={busy}
      failure={form.failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <ImageField draft={draft} onChange={setDraft} disabled={busy} />
      {draft.id && (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.disabled}
              onChange={(e) => setDraft({ ...draft, disabled: e.target.checked })}
              disabled={busy}
            />
          }
          label="Disabled: kept in the exams that hold it, not offered for new ones"
        />
      )}
    </QuestionFormDialog>
  );
}
