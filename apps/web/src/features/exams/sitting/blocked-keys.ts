/** The parts of a keydown this rule reads. */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
};

/**
 * Spec §5: during the exam, Escape, reload (Ctrl+R, Cmd+R, F5) and Alt+Tab are blocked as far
 * as a page can (the system may still act on some of them). Tab, Shift+Tab, Enter, Space and
 * the arrows are never blocked: a keyboard user moves through the question as usual.
 */
export function isBlockedKey(press: KeyPress): boolean {
  const key = press.key.toLowerCase();
  if (key === 'escape' || key === 'esc' || key === 'f5') return true;
  if ((press.ctrlKey || press.metaKey) && key === 'r') return true;
  if (press.altKey && key === 'tab') return true;
  return false;
}

/** The "How to leave" note of the exam window. */
export const HOW_TO_LEAVE =
  'How to leave: go to the last question and choose Save And Review, then Submit Exam. If you ' +
  'must stop early, close this tab: your saved answers are kept and you can resume until the ' +
  'exam ends. Tab and Shift+Tab move between the controls; Enter or Space chooses.';
