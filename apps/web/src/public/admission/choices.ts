import type { PublicAdmissionClass } from '@shala/shared';

/** Spec §4: only classes with admissionConfigSet are offered, the first one preselected. */
export function admissionClasses(classes: readonly PublicAdmissionClass[]) {
  const open = classes.filter((c) => c.admissionConfigSet);
  return { open, preselected: open[0]?.id ?? '' };
}

/** Adds newly chosen files, skipping ones already chosen (same name and size). */
export function mergeFiles<F extends { name: string; size: number }>(kept: F[], added: F[]): F[] {
  const key = (f: F) => `${f.name}:${f.size}`;
  const seen = new Set(kept.map(key));
  return [...kept, ...added.filter((f) => !seen.has(key(f)) && seen.add(key(f)))];
}
