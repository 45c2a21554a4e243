import { useEffect } from 'react';
import { isBlockedKey } from './blocked-keys';

// The exam window's few dealings with the browser itself: full screen, closing, blocked keys.

/** Spec §4: full screen is asked for; a browser (or a phone) that refuses is no error. */
export function enterFullscreen(): void {
  try {
    const root = document.documentElement;
    if (document.fullscreenElement || !root.requestFullscreen) return;
    void root.requestFullscreen().catch(() => undefined);
  } catch {
    // Not allowed here (an iframe, an old browser): the exam goes on in the page.
  }
}

export function leaveFullscreen(): void {
  try {
    if (document.fullscreenElement && document.exitFullscreen) {
      void document.exitFullscreen().catch(() => undefined);
    }
  } catch {
    // Nothing to leave.
  }
}

/**
 * "The window closes": a window opened as a popup closes itself; one reached by a link goes to
 * the exams list instead (a browser refuses to close a tab the page did not open).
 */
export function closeExamWindow(goToExams: () => void): void {
  leaveFullscreen();
  if (window.opener) {
    window.close();
    return;
  }
  goToExams();
}

/**
 * Spec §5: while `active`, Escape, reload and Alt+Tab are stopped and the context menu is not
 * opened. Keys a keyboard user needs (Tab, Enter, Space, arrows) pass.
 */
export function useExamLockdown(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (isBlockedKey(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onMenu = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('contextmenu', onMenu, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('contextmenu', onMenu, true);
    };
  }, [active]);
}
