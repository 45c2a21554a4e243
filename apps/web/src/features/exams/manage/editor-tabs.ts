import type { TaskStatus } from '@shala/shared';

/** The exam editor's tabs, in order; the URL keeps the open one (?tab=marking). */
export const EDITOR_TABS = [
  { key: 'details', label: 'Details' },
  { key: 'questions', label: 'Questions' },
  { key: 'publish', label: 'Publish' },
  { key: 'students', label: 'Students' },
  { key: 'marking', label: 'Marking' },
  { key: 'results', label: 'Results' },
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number]['key'];

/**
 * A new exam has only its details until it is saved; students, marking and results exist once
 * it is published (every student then has an attempt).
 */
export function visibleTabs(status: TaskStatus | null): EditorTab[] {
  if (status === null) return ['details'];
  if (status === 'DRAFT') return ['details', 'questions', 'publish'];
  return EDITOR_TABS.map((t) => t.key);
}

/** The tab the URL names when it is one of the visible ones; else the first. */
export function currentTab(param: string | null, visible: readonly EditorTab[]): EditorTab {
  const found = visible.find((key) => key === param);
  return found ?? visible[0] ?? 'details';
}
