import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const INPUT =
  'w-full rounded-lg border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus:border-accent-400 focus:outline-none';

/** What the API said is wrong with a field, under it. */
function FieldError({ error }: { error?: string | null }) {
  return error ? (
    <p role="alert" className="text-xs text-rose-400">
      {error}
    </p>
  ) : null;
}

export function TextField({
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {label}
      </label>
      <input id={id} className={INPUT} aria-invalid={error ? true : undefined} {...props} />
      {hint ? <p className="text-xs text-slate-400">{hint}</p> : null}
      <FieldError error={error} />
    </div>
  );
}

export function TextArea({
  label,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        {...props}
      />
      <FieldError error={error} />
    </div>
  );
}

export function Notice({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const tones = {
    error: 'border-rose-500/40 bg-rose-500/10 text-rose-200',
    success: 'border-accent-500/40 bg-accent-500/10 text-accent-400',
    info: 'border-ink-600 bg-ink-800 text-slate-300',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}

/** A labelled choice from a fixed list; the label names the select alone (not its options). */
export function SelectField({
  label,
  options,
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium uppercase tracking-wide text-slate-400">
        {label}
      </label>
      <select id={id} className={INPUT} aria-invalid={error ? true : undefined} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError error={error} />
    </div>
  );
}
