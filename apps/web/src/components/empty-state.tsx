import type { ReactNode } from 'react';

/** An honest "nothing here yet" panel for content that arrives in a later release. */
export function EmptyState({ title, body, action }: { title: string; body?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-gray-300 border-dashed bg-white px-6 py-10 text-center text-ink">
      <h2 className="font-bold text-xl">{title}</h2>
      {body && <p className="mx-auto mt-2 max-w-xl text-gray-700">{body}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
