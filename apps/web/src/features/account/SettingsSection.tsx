/** One card of Account Settings: a titled section, with its lead under the title. */
import { useId, type ReactNode } from 'react';

export function SettingsSection({
  title,
  lead,
  danger = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** The danger zone: a red frame. */
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${danger ? 'border-red-300' : 'border-slate-200'}`}
    >
      <h2 id={titleId} className={`text-lg font-semibold ${danger ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h2>
      {lead && <div className="mt-1 text-sm text-slate-600">{lead}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
