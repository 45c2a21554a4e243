import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { changedMarks, isChangedMark, type MarkDraft, type MarkErrors } from './marking-rules';

/**
 * The marks typed on the marking screen and not saved yet, kept for the whole Marking tab (by
 * student and by question alike, across students), so that Save all sends every changed one in
 * one request and leaving the tab can warn about them. A form with no draft shows the server's
 * marks.
 */
export class MarkDrafts {
  private drafts = new Map<string, MarkDraft>();
  private errors = new Map<string, MarkErrors>();
  private listeners = new Set<() => void>();
  private changed = 0;
  private wrong = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit() {
    this.changed = changedMarks(this.drafts.values()).length;
    this.wrong = this.errors.size;
    for (const listener of this.listeners) listener();
  }

  get = (answerId: string) => this.drafts.get(answerId);
  errorsOf = (answerId: string) => this.errors.get(answerId);
  /** How many drafts change their answer (a reason typed alone does not). */
  changedCount = () => this.changed;
  /** How many answers show errors from the last check. */
  wrongCount = () => this.wrong;
  all = () => [...this.drafts.values()];

  /** Keeps what was typed; a draft equal to the saved marks (and with no reason) goes. */
  put(draft: MarkDraft, edited?: keyof MarkErrors) {
    const errors = this.errors.get(draft.answerId);
    if (edited && errors?.[edited]) {
      // The field is being corrected: its error goes until the next check.
      const { [edited]: _gone, ...rest } = errors;
      if (Object.keys(rest).length > 0) this.errors.set(draft.answerId, rest);
      else this.errors.delete(draft.answerId);
    }
    if (!isChangedMark(draft) && draft.reason.trim() === '') this.drafts.delete(draft.answerId);
    else this.drafts.set(draft.answerId, draft);
    this.emit();
  }

  /** The server's marks changed (a save, someone else's marking): compare with those now. */
  rebase(answerId: string, patch: Pick<MarkDraft, 'saved' | 'evaluated'>) {
    const draft = this.drafts.get(answerId);
    if (!draft) return;
    if (draft.saved === patch.saved && draft.evaluated === patch.evaluated) return;
    this.put({ ...draft, ...patch });
  }

  /** After a save: drops the drafts that were sent, unless typed on since. */
  saved(sent: readonly MarkDraft[]) {
    for (const draft of sent) {
      if (this.drafts.get(draft.answerId) === draft) this.drafts.delete(draft.answerId);
      this.errors.delete(draft.answerId);
    }
    this.emit();
  }

  setErrors(answerId: string, errors: MarkErrors | undefined) {
    if (errors && Object.keys(errors).length > 0) this.errors.set(answerId, errors);
    else this.errors.delete(answerId);
    this.emit();
  }

  replaceErrors(errors: ReadonlyMap<string, MarkErrors>) {
    this.errors = new Map(errors);
    this.emit();
  }
}

const DraftsContext = createContext<MarkDrafts | null>(null);

export function MarkDraftsProvider({ children }: { children: ReactNode }) {
  const [drafts] = useState(() => new MarkDrafts());
  return <DraftsContext.Provider value={drafts}>{children}</DraftsContext.Provider>;
}

export function useMarkDrafts(): MarkDrafts {
  const drafts = useContext(DraftsContext);
  if (!drafts) throw new Error('useMarkDrafts needs a MarkDraftsProvider.');
  return drafts;
}

/** One answer's draft and errors, re-read when they change. */
export function useMarkDraft(answerId: string) {
  const drafts = useMarkDrafts();
  const draft = useSyncExternalStore(drafts.subscribe, () => drafts.get(answerId));
  const errors = useSyncExternalStore(drafts.subscribe, () => drafts.errorsOf(answerId));
  return { drafts, draft, errors };
}

/** How many answers show errors from the last check. */
export function useWrongCount(): number {
  const drafts = useMarkDrafts();
  return useSyncExternalStore(drafts.subscribe, drafts.wrongCount);
}

/** How many typed marks are not saved yet. */
export function useUnsavedCount(): number {
  const drafts = useMarkDrafts();
  return useSyncExternalStore(drafts.subscribe, drafts.changedCount);
}
