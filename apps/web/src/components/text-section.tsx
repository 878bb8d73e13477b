import type { ReactNode } from 'react';

export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="max-w-3xl">
      <h2 id={id ? `${id}-title` : undefined} className="font-bold text-2xl text-primary-darker">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-lg">{children}</div>
    </section>
  );
}
