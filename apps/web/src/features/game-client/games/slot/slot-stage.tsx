import type { SlotConfig, SlotSymbol } from '@orca/games/slots/types';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinor } from '../../lib/money';
import { mix } from './colour';
import { Reels } from './reels';
import { SlotOverlay } from './slot-overlay';
import type { SlotState } from './slot-state';
import type { SlotTheme } from './slot-theme';
import {
  captionText,
  reelAspect,
  reelsLabel,
  spinDurationMs,
  waysOnShow,
  type Translate,
} from './slot-view';

/** The title, the feature counter or the ways, the reels under their overlay, and the caption line. */
export function SlotStage({
  config,
  theme,
  symbolsById,
  state,
  language,
  money,
  onStopped,
  onOverlayDismiss,
}: {
  config: SlotConfig;
  theme: SlotTheme;
  symbolsById: Map<string, SlotSymbol>;
  state: SlotState;
  language: string;
  money: (amount: string) => string;
  onStopped: (key: number) => void;
  onOverlayDismiss: () => void;
}) {
  const { t } = useTranslation();
  const translate: Translate = t;
  const { free, overlay, caption } = state;
  const rows = config.layout.kind === 'fixed' ? config.layout.rows : config.layout.maxRows;
  const aspect = reelAspect(config);
  const ways = waysOnShow(config, state);
  const isFree = free !== null;
  return (
    <div className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-2 pt-2 sm:gap-3 sm:px-6 sm:pt-4 [container-type:size]">
      <div
        style={
          { '--gc-aspect-wide': aspect.wide, '--gc-aspect-tall': aspect.tall } as CSSProperties
        }
        className="gc-slot-box flex flex-col gap-2 sm:gap-3"
      >
        <div className="flex w-full items-center justify-between gap-2">
          <p
            className="min-w-0 truncate text-base font-black tracking-[0.12em] uppercase sm:text-2xl"
            style={{
              backgroundImage: `linear-gradient(180deg, #fff, ${theme.accent})`,
              WebkitBackgroundClip: 'text',
              color: 'transparent',
              filter: `drop-shadow(0 2px 10px ${theme.glow})`,
            }}
          >
            {config.name}
          </p>
          <p className="shrink-0 text-right text-[11px] font-semibold whitespace-nowrap text-slate-300 sm:text-sm">
            {isFree ? (
              <span
                className="rounded-full px-3 py-1 font-black text-black"
                style={{ background: theme.accent }}
              >
                {t('gameClient.slot.freeSpinCounter', { index: free.index, total: free.total })} · ×
                {free.multiplier}
              </span>
            ) : ways !== null ? (
              t('gameClient.slot.waysCount', { ways: ways.toLocaleString(language) })
            ) : config.evaluation.kind === 'lines' ? (
              t('gameClient.slot.paytable.lines', { count: config.evaluation.lines.length })
            ) : (
              t('gameClient.slot.paytable.ways', {
                count: rows ** config.layout.reels,
                ways: (rows ** config.layout.reels).toLocaleString(language),
              })
            )}
          </p>
        </div>
        <div
          className={`relative rounded-[1.4rem] p-[5px] shadow-[0_20px_60px_-20px_rgba(0,0,0,0.9)] ${isFree ? 'gc-glow' : ''}`}
          style={{ background: 'var(--gc-frame)', aspectRatio: 'var(--gc-aspect)' }}
        >
          <div
            className="relative h-full w-full overflow-hidden rounded-[1.1rem] p-[1.2%]"
            style={{
              background: `linear-gradient(180deg, ${mix(theme.tint, '#05050c', 0.8)}, #05050c)`,
            }}
          >
            <Reels
              config={config}
              symbolsById={symbolsById}
              grid={state.grid}
              previousGrid={state.previousGrid}
              spinKey={state.spinKey}
              settledKey={state.settledKey}
              durationMs={spinDurationMs(state.isSkipping, isFree)}
              skipKey={state.skipKey}
              highlight={state.highlight}
              onStopped={onStopped}
              label={reelsLabel(state.grid, symbolsById, translate)}
              wildLabel={t('gameClient.slot.wild')}
              scatterLabel={t('gameClient.slot.scatter')}
            />
            {overlay && (
              <SlotOverlay
                overlay={overlay}
                money={money}
                accent={theme.accent}
                onDismiss={onOverlayDismiss}
              />
            )}
          </div>
        </div>
      </div>
      <p
        aria-live="polite"
        className="min-h-6 text-center text-sm font-bold text-white sm:text-base"
      >
        {caption
          ? captionText(caption, symbolsById, translate, money)
          : isFree && free
            ? t('gameClient.slot.featureWin', { amount: money(fromMinor(free.featureWinMinor)) })
            : ''}
      </p>
    </div>
  );
}
