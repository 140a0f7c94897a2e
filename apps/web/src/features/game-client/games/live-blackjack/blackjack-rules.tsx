import type { LiveBlackjackTable } from '@orca/contracts';
import { useTranslation } from 'react-i18next';

/** The table's published rules and the declared RTP under basic strategy. */
export function RulesPanel({ table }: { table: LiveBlackjackTable }) {
  const { t } = useTranslation();
  const { rules, basicStrategyRtp } = table;
  const yes = (value: boolean) =>
    value ? t('liveCards.blackjack.rules.yes') : t('liveCards.blackjack.rules.no');
  const rows: [string, string][] = [
    [
      t('liveCards.blackjack.rules.decks'),
      rules.decks === null ? t('liveCards.blackjack.rules.infinite') : String(rules.decks),
    ],
    [
      t('liveCards.blackjack.rules.dealer'),
      rules.dealerHitsSoft17
        ? t('liveCards.blackjack.rules.hitsSoft17')
        : t('liveCards.blackjack.rules.standsSoft17'),
    ],
    [t('liveCards.blackjack.rules.peeks'), yes(rules.dealerPeeks)],
    [t('liveCards.blackjack.rules.blackjackPays'), rules.blackjackPays],
    [
      t('liveCards.blackjack.rules.double'),
      rules.doubleOnAnyTwo
        ? t('liveCards.blackjack.rules.anyTwo')
        : t('liveCards.blackjack.rules.nineToEleven'),
    ],
    [t('liveCards.blackjack.rules.doubleAfterSplit'), yes(rules.doubleAfterSplit)],
    [
      t('liveCards.blackjack.rules.splits'),
      t('liveCards.blackjack.rules.splitsValue', { count: rules.splitsMax }),
    ],
    [
      t('liveCards.blackjack.rules.splitAces'),
      rules.splitAcesOneCard
        ? t('liveCards.blackjack.rules.oneCard')
        : t('liveCards.blackjack.rules.played'),
    ],
    [t('liveCards.blackjack.rules.insurance'), yes(rules.insurance)],
    [t('liveCards.blackjack.rules.surrender'), yes(rules.surrender)],
    [t('liveCards.blackjack.rules.charlie'), yes(rules.sixCardCharlie)],
    [
      t('liveCards.blackjack.rules.timeout'),
      t(`liveCards.blackjack.actions.${rules.timeoutAction}`),
    ],
  ];
  return (
    <div className="space-y-2 text-xs" data-testid="blackjack-rules">
      <p className="rounded-lg border border-emerald-400/30 bg-emerald-500/10 p-2 text-sm font-bold text-emerald-100">
        {t('liveCards.blackjack.rtp', {
          rtp: basicStrategyRtp.rtpPercent,
          precision: basicStrategyRtp.precisionPercent,
        })}
        <span className="block text-[11px] font-normal text-emerald-200/80">
          {t(`liveCards.blackjack.rtpMethod.${basicStrategyRtp.method}`)}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="text-right font-semibold text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
