import type { ReactNode } from 'react';

export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-white">{title}</h1>
          {subtitle ? <p className="mt-1 max-w-3xl text-sm text-slate-400">{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** min-w-0: in a grid or row a panel may shrink below its table's width, and the table scrolls inside it instead of cutting the page off. */
export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-ink-700 bg-ink-900 p-4">
      {title ? (
        <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">
          {title}
        </h2>
      ) : null}
      {children}
    </div>
  );
}
