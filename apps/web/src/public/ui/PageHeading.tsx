import type { ReactNode } from 'react';

export function PageHeading({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <header className="sh-heading">
      <h1 className="sh-h1">{title}</h1>
      {hint && <p className="sh-heading__hint">{hint}</p>}
    </header>
  );
}
