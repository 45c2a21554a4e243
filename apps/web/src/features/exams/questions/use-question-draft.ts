import { useEffect, useState } from 'react';
import { type DraftErrors, draftErrors, type QuestionDraft } from './question-draft';

/**
 * A question dialog's state: the draft (null: closed), started again whenever `start` changes,
 * and its errors, shown once saving was tried and then at every change, so a fixed field clears.
 */
export function useQuestionDraft(start: QuestionDraft | null, groupId: string) {
  const [draft, setDraft] = useState<QuestionDraft | null>(start);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setDraft(start);
    setTried(false);
    setFailure(null);
  }, [start]);

  const errors: DraftErrors = draft && tried ? draftErrors(draft, groupId) : {};
  return {
    draft,
    setDraft,
    errors,
    failure,
    setFailure,
    /** Marks saving as tried and tells whether the draft may be sent. */
    readyToSend(): boolean {
      setFailure(null);
      setTried(true);
      return draft !== null && Object.keys(draftErrors(draft, groupId)).length === 0;
    },
  };
}
