import type { VipTier } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { formatWholeEur } from '../lib/figures';

/** One VIP tier (spec section 3's tier entry): art, name in its colour, wager range and benefits. */
export function VipTierCard({ tier }: { tier: VipTier }) {
  const { t, i18n } = useTranslation();
  const name = t(`rewards.categories.${tier.name}`, { defaultValue: tier.name });
  return (
    <article
      className="flex flex-col rounded-2xl border bg-ink-900/80 p-5"
      style={{ borderColor: `${tier.colour}66` }}
      aria-labelledby={`tier-${tier.name}`}
    >
      <div className="flex items-center gap-4">
        <img src={tier.image} alt="" width={72} height={72} className="h-18 w-18 shrink-0" />
        <div>
          <h3 id={`tier-${tier.name}`} className="text-xl font-bold" style={{ color: tier.colour }}>
            {name}
          </h3>
          <p className="text-sm text-slate-300 tabular-nums">
            {t('rewards.vip.wagerRange', {
              from: formatWholeEur(tier.wagerFromEur, i18n.language),
              to: formatWholeEur(tier.wagerToEur, i18n.language),
            })}
          </p>
        </div>
      </div>
      <ul
        className="mt-4 space-y-2 text-sm text-slate-300"
        aria-label={t('rewards.vip.benefitsOf', { tier: name })}
      >
        {tier.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full"
              style={{ backgroundColor: tier.colour }}
            />
            <span>{t(`rewards.benefits.${benefit}`)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
