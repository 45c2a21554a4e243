import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A panel of the shell (a menu, a drawer, a dropdown) whose code loads when it is first
 * opened, not with the first screen (the budget of scripts/budget.mjs). Once loaded it stays
 * mounted, so closing it keeps its transition and hands focus back as before.
 * `preload` is for the button's pointer-enter and focus: the chunk is usually in by the click.
 */
export function lazyPanel<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Panel = lazy(load);
  // The browser keeps a module once imported: preloading again costs nothing. A failed preload
  // is left to the click, whose Suspense shows it.
  const preload = () => {
    load().catch(() => {});
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at import, like lazy().
  function LazyPanel(props: P): ReactNode {
    const { open } = props;
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPanel, { preload });
}
