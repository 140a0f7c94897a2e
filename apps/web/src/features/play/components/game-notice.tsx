import type { ReactNode } from 'react';

/** What the game page shows instead of the game: why it is not running and what to do. */
export function GameNotice({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid h-full place-items-center p-6">
      <div className="max-w-md text-center">
        <p className="text-xl font-bold text-white">{title}</p>
        {text && <p className="mt-2 text-sm text-slate-400">{text}</p>}
        {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
