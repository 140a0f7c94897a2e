import type { LiveHistory } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { rouletteColour } from './roulette-layout';

const POCKET_BG = {
  red: 'bg-[#b3122f]',
  black: 'bg-[#16181d] border border-white/20',
  green: 'bg-[#0c7a35]',
} as const;

/** A drawn number in its pocket's colour. */
export function Pocket({ number, size = 'md' }: { number: number; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-full font-extrabold text-white tabular-nums ${POCKET_BG[rouletteColour(number)]} ${size === 'sm' ? 'h-6 min-w-6 px-1 text-[11px]' : 'h-8 min-w-8 px-1 text-sm'}`}
    >
      {number}
    </span>
  );
}

/** The five numbers drawn most and least often lately, with their hits on hover. */
export function HotColdNumbers({ hotCold }: { hotCold: NonNullable<LiveHistory['hotCold']> }) {
  const { t } = useTranslation();
  return (
    <dl
      className="grid grid-cols-1 gap-2 text-xs lg:grid-cols-2"
      aria-label={t('live.roulette.hotCold')}
    >
      {(['hot', 'cold'] as const).map((which) => (
        <div key={which} className="rounded-lg border border-white/10 bg-black/30 p-2">
          <dt
            className={`mb-1 font-bold tracking-wide uppercase ${which === 'hot' ? 'text-orange-300' : 'text-sky-300'}`}
          >
            {t(`live.roulette.${which}`)}
          </dt>
          <dd className="flex flex-wrap gap-1">
            {hotCold[which].slice(0, 5).map((item) => (
              <span key={item.number} title={t('live.roulette.hits', { count: item.hits })}>
                <Pocket number={item.number} size="sm" />
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
