import type { SlotSymbol } from '@orca/games/slots/types';
import type { CSSProperties } from 'react';
import { SymbolArtView } from './symbol-art';

/** One symbol's cell on a reel strip: lit while its win is shown, dimmed beside it, blurred while passing by. */
export function ReelCell({
  symbol,
  weight,
  isWin,
  isDimmed,
  isBlurred,
  wildLabel,
  scatterLabel,
  winColour,
}: {
  symbol: SlotSymbol | undefined;
  weight: number;
  isWin: boolean;
  isDimmed: boolean;
  isBlurred: boolean;
  wildLabel: string;
  scatterLabel: string;
  winColour: string;
}) {
  const style: CSSProperties = { flex: `0 0 ${weight}%` };
  const special = symbol?.kind === 'wild' ? 'wild' : symbol?.kind === 'scatter' ? 'scatter' : null;
  return (
    <div style={style} className="relative p-[3%] [container-type:size]">
      <div
        className={`relative h-full w-full rounded-[14%] transition-[opacity,filter] duration-300 ${isWin ? 'gc-win-pulse z-10' : ''} ${isDimmed ? 'opacity-35 saturate-50' : ''} ${isBlurred ? 'blur-[1.5px]' : ''}`}
        style={{
          background: special
            ? `radial-gradient(circle at 50% 40%, ${symbol?.art.secondary}55, #0000 70%), linear-gradient(180deg, #ffffff14, #00000040)`
            : 'linear-gradient(180deg, #ffffff10, #00000030)',
          boxShadow: isWin
            ? `0 0 0 3px ${winColour}, 0 0 22px ${winColour}`
            : special === 'wild'
              ? 'inset 0 0 0 2px #fcd34d99'
              : 'inset 0 0 0 1px #ffffff14',
        }}
      >
        {symbol && (
          <SymbolArtView
            symbol={symbol}
            className="absolute inset-[9%] h-[82%] w-[82%] drop-shadow-[0_4px_6px_rgba(0,0,0,0.45)]"
          />
        )}
        {special && (
          <span
            className="absolute inset-x-[6%] bottom-[4%] truncate rounded-[0.3em] text-center leading-tight font-black tracking-wider uppercase"
            style={{
              fontSize: 'clamp(6px, 13cqmin, 15px)',
              background:
                special === 'wild'
                  ? 'linear-gradient(180deg,#fde68a,#f59e0b)'
                  : 'linear-gradient(180deg,#f0abfc,#a21caf)',
              color: special === 'wild' ? '#451a03' : '#fff',
            }}
          >
            {special === 'wild' ? wildLabel : scatterLabel}
          </span>
        )}
      </div>
    </div>
  );
}
