import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/media-query';
import { useSportsPushes } from '../api/sports-catalogue';
import { slipActions, useSlip } from '../lib/slip-store';
import { BetSlip } from './bet-slip';

/** The slip sits beside the page from this width; below it, a bar at the bottom opens it as a sheet. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Every sports page: the page, and the bet slip as a right sidebar on desktop or a bottom sheet on phones. */
export function SportsShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const { selections, isSheetOpen } = useSlip();
  useSportsPushes();

  useEffect(() => {
    if (isDesktop && isSheetOpen) slipActions.setSheetOpen(false);
  }, [isDesktop, isSheetOpen]);

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-6 px-4 py-6 pb-28 lg:pb-6">
      <div className="min-w-0 flex-1">{children}</div>
      {isDesktop ? (
        <aside
          aria-label={t('sports.slip.title')}
          className="sticky top-20 w-80 shrink-0 self-start rounded-2xl border border-ink-700 bg-ink-900/90 p-4"
        >
          <BetSlip />
        </aside>
      ) : (
        <>
          <button
            type="button"
            onClick={() => slipActions.setSheetOpen(true)}
            className="fixed right-3 bottom-16 left-3 z-30 flex items-center justify-between rounded-xl bg-accent-500 px-4 py-3 text-sm font-semibold text-ink-950 shadow-xl sm:bottom-3"
            aria-haspopup="dialog"
          >
            <span>{t('sports.slip.titleCount', { n: selections.length })}</span>
            <span aria-hidden="true">▲</span>
          </button>
          <DialogPrimitive.Root
            open={isSheetOpen}
            onOpenChange={(open) => slipActions.setSheetOpen(open)}
          >
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
              <DialogPrimitive.Content className="fixed right-0 bottom-0 left-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl border-t border-ink-700 bg-ink-900 p-4 pb-8 shadow-2xl">
                <div className="mb-2 flex items-center justify-between">
                  <DialogPrimitive.Title className="sr-only">
                    {t('sports.slip.title')}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="sr-only">
                    {t('sports.slip.title')}
                  </DialogPrimitive.Description>
                  <span aria-hidden="true" className="mx-auto h-1 w-10 rounded-full bg-ink-600" />
                  <DialogPrimitive.Close className="rounded-md px-2 py-1 text-xs text-slate-300 hover:bg-ink-800">
                    {t('sports.slip.close')}
                  </DialogPrimitive.Close>
                </div>
                <BetSlip />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        </>
      )}
    </div>
  );
}
