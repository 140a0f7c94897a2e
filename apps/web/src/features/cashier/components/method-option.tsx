import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** One payment or withdrawal method as a selectable card; a real radio input underneath, so it is labelled and keyboard-reachable. */
export const MethodOption = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { title: string; details: ReactNode }
>(function MethodOption({ title, details, ...props }, ref) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-600 bg-ink-900 p-3 transition-colors hover:border-ink-600 has-[:checked]:border-accent-400 has-[:checked]:bg-ink-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-400">
      <input ref={ref} type="radio" className="mt-1 accent-accent-500" {...props} />
      <span className="min-w-0">
        <span className="block font-semibold text-white">{title}</span>
        <span className="mt-0.5 block text-xs text-slate-400">{details}</span>
      </span>
    </label>
  );
});
