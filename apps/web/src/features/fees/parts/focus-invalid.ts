/**
 * After a refused save, the first field marked invalid (MUI sets aria-invalid) takes the focus,
 * once React has drawn the messages: a keyboard or screen-reader user lands on what to fix.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
