import type { ReactNode } from 'react';

/** The page's single h1, with an optional lead paragraph, in a soft primary band. */
export function PageHeading({
  title,
  lead,
  inverse,
}: {
  title: string;
  lead?: ReactNode;
  inverse?: boolean;
}) {
  return (
    <div className={inverse ? '' : 'bg-primary-soft'}>
      <div className="container-page py-8 md:py-12">
        <h1
          className={`font-extrabold text-3xl leading-tight md:text-4xl ${inverse ? '' : 'text-primary-darker'}`}
        >
          {title}
        </h1>
        {lead && <p className="mt-3 max-w-3xl text-lg">{lead}</p>}
      </div>
    </div>
  );
}
