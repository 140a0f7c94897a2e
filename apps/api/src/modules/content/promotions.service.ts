import type { BonusOffer, Challenge, Language, PromotionItem } from '@orca/contracts';
import { translate } from '../../platform/i18n.ts';

/** Who is looking: the hub speaks their language and shows amounts in their currency (EUR for a visitor). */
export interface PromotionViewer {
  language: Language;
  /** The player's currency, or null for a visitor. */
  currency: string | null;
}

/**
 * One domain's current offers in the hub's shape (decision 016). app.ts hands the content module
 * one of these per domain that owns offers, so the hub never reads another module's tables; a new
 * kind of promotion is one function more in that list.
 */
export type PromotionSource = (ctx: PromotionViewer) => Promise<PromotionItem[]>;

/** The currency a visitor sees amounts in (as the bonus offers and the challenges do). */
export const VISITOR_CURRENCY = 'EUR';

/** Intl speaks Norwegian Bokmål as 'nb'; the site's 'no' is that. */
const localeOf = (language: Language): string => (language === 'no' ? 'nb' : language);

/** A decimal money string ("200.00") in the viewer's language: "€200", "200 €". */
export function formatAmount(amount: string, currency: string, language: Language): string {
  const value = Number(amount);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
}

/** The bonus domain's running deposit and free-spin offers as hub items. */
export function bonusOfferSource(offers: {
  depositOffers: (viewer: {
    playerId: null;
    currency: string;
    language: Language;
  }) => Promise<BonusOffer[]>;
  freeSpinOffers: (viewer: {
    playerId: null;
    currency: string;
    language: Language;
  }) => Promise<BonusOffer[]>;
}): PromotionSource {
  return async ({ language, currency }) => {
    // The hub is the same for everybody in a currency: eligibility belongs to the offer's own page.
    const viewer = { playerId: null, currency: currency ?? VISITOR_CURRENCY, language };
    const [deposit, freeSpins] = await Promise.all([
      offers.depositOffers(viewer),
      offers.freeSpinOffers(viewer),
    ]);
    return [
      ...deposit.map((offer) => depositItem(offer, language)),
      ...freeSpins.map((offer) => freeSpinsItem(offer, language)),
    ];
  };
}

function depositItem(offer: BonusOffer, language: Language): PromotionItem {
  const parts = [
    offer.matchPercent === null ? null : `${offer.matchPercent} %`,
    offer.maxBonus === null
      ? null
      : translate(language, 'promotions', 'upTo', {
          amount: formatAmount(offer.maxBonus, offer.currency, language),
        }),
  ];
  return {
    kind: 'deposit_bonus',
    title: offer.title,
    summary: offer.summary,
    path: `/deposit-bonus/${offer.url}`,
    // A bonus offer's `image` names the art the web draws for its kind, not a picture to load.
    imageUrl: null,
    endsAt: offer.endsAt,
    highlight: parts.filter((part) => part !== null).join(' ') || offer.title,
  };
}

function freeSpinsItem(offer: BonusOffer, language: Language): PromotionItem {
  return {
    kind: 'free_spins',
    title: offer.title,
    summary: offer.summary,
    path: `/free-spin/${offer.url}`,
    // A bonus offer's `image` names the art the web draws for its kind, not a picture to load.
    imageUrl: null,
    endsAt: offer.endsAt,
    highlight:
      offer.freeSpins === null
        ? offer.title
        : translate(language, 'promotions', 'freeSpins', {
            count: offer.freeSpins.count,
            game: offer.freeSpins.gameName,
          }),
  };
}

/** The rewards domain's open challenges as hub items (won ones are history, not offers). */
export function challengeSource(challenges: {
  list: (currency: string) => Promise<Challenge[]>;
}): PromotionSource {
  return async ({ language, currency }) => {
    const open = (await challenges.list(currency ?? VISITOR_CURRENCY)).filter(
      (challenge) => challenge.status === 'open',
    );
    return open.map((challenge) => {
      const prize = formatAmount(challenge.prize, challenge.currency, language);
      const params = {
        multiplier: challenge.multiplier,
        game: challenge.gameName,
        prize,
        minBet: formatAmount(challenge.minBet, challenge.currency, language),
      };
      return {
        kind: 'challenge',
        title: translate(language, 'promotions', 'challengeTitle', params),
        summary: translate(language, 'promotions', 'challengeSummary', params),
        path: '/challenges',
        imageUrl: null,
        endsAt: null,
        highlight: prize,
      } satisfies PromotionItem;
    });
  };
}

export interface PromotionsDeps {
  sources: readonly PromotionSource[];
  log: { warn: (object: object, message: string) => void };
}

/** The hub's list: every source's current offers, in the order the sources are given. */
export function createPromotionsService({ sources, log }: PromotionsDeps) {
  return {
    /**
     * GET /promotions. One failing source leaves its offers out rather than hiding every other
     * domain's (logged, so the gap is seen); the others still answer.
     */
    async list(viewer: PromotionViewer): Promise<PromotionItem[]> {
      const settled = await Promise.allSettled(sources.map((source) => source(viewer)));
      return settled.flatMap((result, index) => {
        if (result.status === 'fulfilled') return result.value;
        log.warn({ err: result.reason as unknown, source: index }, 'a promotions source failed');
        return [];
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
