import type { BonusOffer } from '@orca/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Two hues per offer, from its id, so each offer keeps its own look without an image to download. */
function huesOf(id: string): [number, number] {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  hash = Math.round(hash * 137.5) % 360;
  return [hash, (hash + 140) % 360];
}

/** The offer's banner, drawn: the match percentage or the number of spins over coins or reels. Decorative; the text beside it says the same. */
export function OfferArt({ offer, className = '' }: { offer: BonusOffer; className?: string }) {
  const { t } = useTranslation();
  const gradient = useId();
  const [from, to] = huesOf(offer.id);
  const headline = offer.freeSpins
    ? t('bonus.art.spins', { count: offer.freeSpins.count })
    : offer.matchPercent !== null
      ? `${offer.matchPercent}%`
      : t('bonus.art.bonus');
  return (
    <svg
      viewBox="0 0 320 140"
      className={`block w-full ${className}`}
      role="presentation"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${from} 70% 28%)`} />
          <stop offset="1" stopColor={`hsl(${to} 65% 18%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#${gradient})`} />
      {offer.freeSpins
        ? [0, 1, 2].map((reel) => (
            <g key={reel} transform={`translate(${196 + reel * 38} 28)`} opacity="0.85">
              <rect
                width="32"
                height="84"
                rx="6"
                fill="hsl(0 0% 100% / 0.12)"
                stroke="hsl(0 0% 100% / 0.35)"
              />
              <circle cx="16" cy="20" r="7" fill={`hsl(${from} 90% 65%)`} />
              <polygon points="16,35 24,49 8,49" fill="hsl(45 95% 60%)" />
              <rect x="9" y="58" width="14" height="14" rx="3" fill={`hsl(${to} 85% 65%)`} />
            </g>
          ))
        : [0, 1, 2, 3].map((coin) => (
            <circle
              key={coin}
              cx={230 + (coin % 2) * 40}
              cy={40 + coin * 22}
              r={22 - coin * 3}
              fill="hsl(45 95% 55% / 0.85)"
              stroke="hsl(40 90% 35%)"
              strokeWidth="3"
            />
          ))}
      <text
        x="24"
        y="78"
        fill="white"
        fontSize="46"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
      >
        {headline}
      </text>
      <text
        x="26"
        y="106"
        fill="hsl(0 0% 100% / 0.8)"
        fontSize="14"
        fontWeight="600"
        fontFamily="system-ui, sans-serif"
      >
        {offer.kind === 'free_spins' ? t('bonus.art.freeSpins') : t('bonus.art.deposit')}
      </text>
    </svg>
  );
}
