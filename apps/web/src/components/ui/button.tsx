import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent-500 text-ink-950 hover:bg-accent-400 font-semibold',
  secondary: 'bg-ink-700 text-white hover:bg-ink-600',
  ghost: 'bg-transparent text-slate-200 hover:bg-ink-800',
  danger: 'bg-rose-600 text-white hover:bg-rose-500 font-semibold',
};

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
