import type { ReactNode } from 'react';

export function Page({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-6 md:py-10`}>
      <h1 className="mb-6 text-2xl font-bold text-white md:text-3xl">{title}</h1>
      {children}
    </section>
  );
}

export function Panel({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900/80 p-5">
      {title && <h2 className="mb-4 text-lg font-semibold text-white">{title}</h2>}
      {children}
    </div>
  );
}
