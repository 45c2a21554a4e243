import { type AcademicTask, type AttemptStatus, compareClassNames, titleSlug } from '@shala/shared';
import type { ExamLine } from '../api';

// The rules of the exam lists (/exam, a class's tasks, the dashboard's card): which exams are
// upcoming, open or finished for whom, and what the student may do with each.

export type ExamPhase = 'upcoming' | 'open' | 'finished';

type Timed = Pick<AcademicTask, 'startDateTime' | 'endDateTime'>;

/** Where the exam stands at `nowMs` by its window (not by anyone's attempt). */
export function examPhase(task: Timed, nowMs: number): ExamPhase {
  if (nowMs < Date.parse(task.startDateTime)) return 'upcoming';
  if (nowMs < Date.parse(task.endDateTime)) return 'open';
  return 'finished';
}

const DONE: ReadonlySet<AttemptStatus> = new Set(['SUBMITTED', 'EVALUATED']);

/** Whether the attempt has been handed in (by the student, the teacher or the server). */
export const isHandedIn = (status: AttemptStatus | null) => status !== null && DONE.has(status);

/** A taker's state of one exam: what the list says and offers. */
export type TakerState = 'upcoming' | 'start' | 'resume' | 'submitted' | 'missed';

export function takerState(
  task: Timed & { attemptStatus: AttemptStatus | null },
  nowMs: number,
): TakerState {
  if (isHandedIn(task.attemptStatus)) return 'submitted';
  const phase = examPhase(task, nowMs);
  if (phase === 'upcoming') return 'upcoming';
  if (phase === 'finished') return task.attemptStatus === 'STARTED' ? 'submitted' : 'missed';
  return task.attemptStatus === 'STARTED' ? 'resume' : 'start';
}

export const TAKER_STATE_LABEL: Record<TakerState, string> = {
  upcoming: 'Upcoming',
  start: 'Open now',
  resume: 'In progress',
  submitted: 'Submitted',
  missed: 'Not attempted',
};

/** First segments after exam/ that the shell's exam screens own (exam/manage/…, exam/result/…). */
const TAKEN_NAMES: ReadonlySet<string> = new Set(['manage', 'result', 'questions']);

/** The exam's name in the window's address: the title in lower-case words joined by '-'. */
export function examSlug(title: string): string {
  const slug = titleSlug(title);
  if (!slug) return 'exam';
  return TAKEN_NAMES.has(slug) ? `${slug}-exam` : slug;
}

/** Spec §2.2 exam/{examName}/{Id}/{groupId}: Id is the academic task's id. */
export function examWindowPath(task: Pick<AcademicTask, 'id' | 'groupId' | 'title'>): string {
  return `/exam/${examSlug(task.title)}/${encodeURIComponent(task.id)}/${encodeURIComponent(task.groupId)}`;
}

/** The published result's page, naming the child when a parent opens it. */
export function resultPath(
  task: Pick<AcademicTask, 'id' | 'groupId'>,
  childId?: string | null,
): string {
  const base = `/exam/result/${encodeURIComponent(task.groupId)}/${encodeURIComponent(task.id)}`;
  return childId ? `${base}?userProfileId=${encodeURIComponent(childId)}` : base;
}

export const isResultPublished = (task: Pick<AcademicTask, 'status'>) =>
  task.status === 'RESULTS_PUBLISHED';

/** What a student may do from a list: Start or Resume opens the window; the result once out. */
export type TakerAction = { label: 'Start' | 'Resume' | 'Result'; to: string };

export function takerActions(line: ExamLine, nowMs: number): TakerAction[] {
  const { task } = line;
  const actions: TakerAction[] = [];
  if (line.role === 'student') {
    const state = takerState(task, nowMs);
    if (state === 'start') actions.push({ label: 'Start', to: examWindowPath(task) });
    if (state === 'resume') actions.push({ label: 'Resume', to: examWindowPath(task) });
  }
  if (line.role !== 'teacher' && isResultPublished(task) && isHandedIn(task.attemptStatus)) {
    actions.push({ label: 'Result', to: resultPath(task, line.childId) });
  }
  return actions;
}

/** A taker's (or a parent's) lines in three lists, each in the order a student reads it. */
export function takerSections(lines: readonly ExamLine[], nowMs: number) {
  const open: ExamLine[] = [];
  const upcoming: ExamLine[] = [];
  const finished: ExamLine[] = [];
  for (const line of lines) {
    const state = takerState(line.task, nowMs);
    if (state === 'start' || state === 'resume') open.push(line);
    else if (state === 'upcoming') upcoming.push(line);
    else finished.push(line);
  }
  const by =
    (pick: (t: AcademicTask) => string, dir = 1) =>
    (a: ExamLine, b: ExamLine) =>
      dir * (Date.parse(pick(a.task)) - Date.parse(pick(b.task)));
  open.sort(by((t) => t.endDateTime));
  upcoming.sort(by((t) => t.startDateTime));
  finished.sort(by((t) => t.endDateTime, -1));
  return { open, upcoming, finished };
}

/** The dashboard's card: the next exams still to sit, open ones first, at most `max`. */
export function nextExams(lines: readonly ExamLine[], nowMs: number, max = 3): ExamLine[] {
  const { open, upcoming } = takerSections(
    lines.filter((l) => l.role !== 'teacher'),
    nowMs,
  );
  return [...open, ...upcoming].slice(0, max);
}

/** A teacher's lines by class, classes by name, each class's exams newest first. */
export function byClass(lines: readonly ExamLine[]) {
  const classes = new Map<string, { groupId: string; groupName: string; tasks: AcademicTask[] }>();
  for (const { task } of lines) {
    const entry = classes.get(task.groupId) ?? {
      groupId: task.groupId,
      groupName: task.groupName,
      tasks: [],
    };
    entry.tasks.push(task);
    classes.set(task.groupId, entry);
  }
  const list = [...classes.values()];
  for (const c of list)
    c.tasks.sort((a, b) => Date.parse(b.startDateTime) - Date.parse(a.startDateTime));
  return list.sort((a, b) => compareClassNames(a.groupName, b.groupName));
}
