import type { ReactNode } from 'react';
import { ClientMessages } from '@/i18n/client-messages-provider';

/**
 * A content page's lead form under its own heading and introduction, with the lead forms' texts sent to
 * the browser for it; `children` follow the form (another way to reach us).
 */
export function LeadFormSection({
  id,
  title,
  intro,
  form,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  form: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="max-w-3xl">
      <h2 id={`${id}-title`} className="font-bold text-2xl text-primary-darker">
        {title}
      </h2>
      <p className="mt-2 text-lg">{intro}</p>
      <div className="mt-6">
        <ClientMessages features={['leads']}>{form}</ClientMessages>
      </div>
      {children}
    </section>
  );
}
