import { describePaytable } from '@orca/games/slots/paytable';
import type { SlotConfig } from '@orca/games/slots/types';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format-game';
import { fromMinor, scaleMinor, toMinor } from '../../lib/money';
import { SymbolArtView } from './symbol-art';

/** The slot's rules, RTP, every symbol's pays at the current bet, the free spins and the paylines. */
export function Paytable({
  config,
  bet,
  money,
  accent,
}: {
  config: SlotConfig;
  bet: string;
  money: (amount: string) => string;
  accent: string;
}) {
  const { t, i18n } = useTranslation();
  const table = describePaytable(config);
  const betMinor = toMinor(bet) ?? 0n;
  const language = i18n.language;
  const symbolsById = new Map(config.symbols.map((s) => [s.id, s]));
  const hasScatter = config.symbols.some((s) => s.kind === 'scatter');
  /** The rule's parameters with large numbers grouped the player's way (117,649 ways). */
  const ruleText = (rule: { key: string; params: Record<string, number | string> }) => {
    const params = Object.fromEntries(
      Object.entries(rule.params).map(([name, value]) => [
        name,
        typeof value === 'number' && value >= 1000 ? value.toLocaleString(language) : value,
      ]),
    );
    const key =
      rule.key === 'freeSpins' && rule.params.multiplier === 1
        ? 'freeSpinsPlain'
        : !hasScatter && rule.key === 'wild'
          ? 'wildAll'
          : !hasScatter && rule.key === 'wildMultiplier'
            ? 'wildMultiplierAll'
            : rule.key;
    return t(`gameClient.slot.rules.${key}`, params);
  };
  const rows =
    table.rows.min === table.rows.max
      ? String(table.rows.max)
      : `${table.rows.min}–${table.rows.max}`;

  return (
    <div className="space-y-6">
      <section aria-labelledby="gc-pt-game" className="space-y-2">
        <h2 id="gc-pt-game" className="text-base font-bold text-white">
          {t('gameClient.slot.paytable.game')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[
            [
              t('gameClient.slot.paytable.layout'),
              t('gameClient.slot.paytable.layoutValue', { reels: table.reels, rows }),
            ],
            [
              t('gameClient.slot.paytable.pays'),
              table.evaluation.kind === 'lines'
                ? t('gameClient.slot.paytable.lines', { count: table.evaluation.lines.length })
                : t('gameClient.slot.paytable.ways', {
                    count: table.evaluation.maxWays,
                    ways: table.evaluation.maxWays.toLocaleString(language),
                  }),
            ],
            [
              t('gameClient.slot.paytable.volatility'),
              t(`gameClient.slot.volatility.${table.volatility}`),
            ],
            [t('gameClient.slot.paytable.rtp'), formatPercent(table.rtp.base * 100, language)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-white/10 bg-black/30 px-3 py-2">
              <dt className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
                {label}
              </dt>
              <dd className="font-bold text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {table.rtp.bonusBuy !== null && (
          <p>
            {t('gameClient.slot.paytable.bonusBuyRtp', {
              rtp: formatPercent(table.rtp.bonusBuy * 100, language),
            })}
          </p>
        )}
        {table.rtp.jackpotContribution !== null && (
          <p>
            {t('gameClient.slot.paytable.jackpotRtp', {
              share: formatPercent(table.rtp.jackpotContribution * 100, language, 0),
            })}
          </p>
        )}
        {config.maxWinX !== undefined && (
          <p>
            {t('gameClient.slot.paytable.maxWin', {
              times: config.maxWinX.toLocaleString(language),
            })}
          </p>
        )}
      </section>

      <section aria-labelledby="gc-pt-symbols" className="space-y-2">
        <h2 id="gc-pt-symbols" className="text-base font-bold text-white">
          {t('gameClient.slot.paytable.symbols', { bet: money(bet) })}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {table.symbols.map((entry) => {
            const symbol = symbolsById.get(entry.id);
            return (
              <li
                key={entry.id}
                className="flex items-center gap-3 rounded-xl border border-white/10 bg-black/30 p-2"
              >
                {symbol && <SymbolArtView symbol={symbol} className="h-14 w-14 shrink-0" />}
                <div className="min-w-0">
                  <p className="truncate font-bold text-white">
                    {entry.name}
                    {entry.kind !== 'regular' && (
                      <span className="ml-2 rounded bg-amber-400/20 px-1.5 py-0.5 text-[10px] font-bold text-amber-200 uppercase">
                        {entry.kind === 'wild'
                          ? t('gameClient.slot.wild')
                          : t('gameClient.slot.scatter')}
                      </span>
                    )}
                  </p>
                  {entry.pays.length > 0 ? (
                    <p className="text-xs text-slate-300 tabular-nums">
                      {entry.pays
                        .map(
                          (pay) =>
                            `${pay.count}× ${money(fromMinor(scaleMinor(betMinor, pay.payX100, 100)))}`,
                        )
                        .join(' · ')}
                    </p>
                  ) : (
                    <p className="text-xs text-slate-400">
                      {hasScatter
                        ? t('gameClient.slot.paytable.substitutes')
                        : t('gameClient.slot.paytable.substitutesAll')}
                    </p>
                  )}
                  {entry.multiplier !== undefined && entry.multiplier > 1 && (
                    <p className="text-xs text-amber-200">
                      {t('gameClient.slot.paytable.wildMultiplier', {
                        multiplier: entry.multiplier,
                      })}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {table.freeSpins.length > 0 && (
        <section aria-labelledby="gc-pt-free" className="space-y-2">
          <h2 id="gc-pt-free" className="text-base font-bold text-white">
            {t('gameClient.slot.paytable.freeSpins')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {table.freeSpins.map((award) => (
              <li
                key={award.scatters}
                className="rounded-lg border border-white/10 bg-black/30 px-3 py-2 text-sm"
              >
                {t('gameClient.slot.paytable.award', {
                  scatters: award.scatters,
                  spins: award.spins,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="gc-pt-rules" className="space-y-2">
        <h2 id="gc-pt-rules" className="text-base font-bold text-white">
          {t('gameClient.frame.rules')}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {table.rules.map((rule) => (
            <li key={rule.key}>{ruleText(rule)}</li>
          ))}
        </ul>
      </section>

      {table.evaluation.kind === 'lines' && (
        <section aria-labelledby="gc-pt-lines" className="space-y-2">
          <h2 id="gc-pt-lines" className="text-base font-bold text-white">
            {t('gameClient.slot.paytable.paylines')}
          </h2>
          <ol className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {table.evaluation.lines.map((line, index) => (
              <li
                key={line.join('')}
                className="rounded-lg border border-white/10 bg-black/30 p-1.5"
              >
                <span className="mb-1 block text-center text-[10px] font-bold text-slate-400">
                  {index + 1}
                </span>
                <svg
                  viewBox={`0 0 ${table.reels * 10} ${table.rows.max * 10}`}
                  className="w-full"
                  role="img"
                  aria-label={t('gameClient.slot.paytable.line', { number: index + 1 })}
                >
                  {Array.from({ length: table.reels }, (_, reel) =>
                    Array.from({ length: table.rows.max }, (_, row) => (
                      <rect
                        key={`${reel}:${row}`}
                        x={reel * 10 + 1}
                        y={row * 10 + 1}
                        width={8}
                        height={8}
                        rx={1.5}
                        fill={line[reel] === row ? accent : 'rgba(255,255,255,0.12)'}
                      />
                    )),
                  )}
                </svg>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
