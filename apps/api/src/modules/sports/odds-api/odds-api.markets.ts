import { MARKET, type MarketId } from '@orca/contracts';

/*
 * The Odds API's market keys and what Orca makes of them. The featured keys are translated by the producer
 * itself (odds-api.prices.ts); any other key it meets is recorded for the back office's feed mapping, and the
 * keys below can be switched on there, mapped to the one catalogue market their outcomes translate to:
 *   btts        → both teams to score (29): "Yes" 74, "No" 76;
 *   draw_no_bet → draw no bet (11): home 4, away 5 (a draw is a push, settled void).
 * Other keys (h2h_lay is an exchange's lay price, outrights have no match, player props have no catalogue
 * market) cannot be offered honestly and have no translation: the back office shows them unsupported.
 * The API serves these keys as "additional markets" per event only (/v4/sports/{sport}/events/{id}/odds), at
 * markets × regions credits per event and poll, so they are asked for only once a trader mapped them.
 */

/** Translated without a mapping: h2h → 1 or 219, spreads → 16, totals → 18. */
export const ODDS_API_FEATURED_KEYS: ReadonlySet<string> = new Set(['h2h', 'spreads', 'totals']);

/** Keys a trader can map, and the catalogue markets each can be translated to. */
export const ODDS_API_MARKET_SUPPORT: Readonly<Record<string, readonly MarketId[]>> = {
  btts: [MARKET.bothTeamsToScore],
  draw_no_bet: [MARKET.drawNoBet],
};
