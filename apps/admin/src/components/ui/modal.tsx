import { useId, type ReactNode } from 'react';

/** A modal dialog over the page, named by its title: the frame of every confirm-with-a-reason step. */
export function Modal({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className="fixed inset-0 z-10 flex items-center justify-center bg-ink-950/70 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-ink-700 bg-ink-900 p-5"
      >
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
