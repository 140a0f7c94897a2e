import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { GameIcon } from './game-icon';

/** A modal inside the game frame, wider than the site's dialog so paytables fit. */
export function GameDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(92dvh,52rem)] w-[min(44rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-white/10 bg-[#0c1420] shadow-2xl">
          <div className="flex items-center justify-between gap-4 border-b border-white/10 px-5 py-3">
            <DialogPrimitive.Title className="text-lg font-bold text-white">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="rounded-lg p-1.5 text-slate-400 hover:bg-white/10 hover:text-white"
            >
              <GameIcon name="close" />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4 text-sm text-slate-300">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
