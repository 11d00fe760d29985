/** Centres a page's content in a column of maximum width 4xl. */
import type { ReactNode } from 'react';

export function PageWrapper({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-4xl px-6 py-8">{children}</div>;
}
