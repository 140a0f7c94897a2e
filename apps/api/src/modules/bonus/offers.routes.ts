import {
  BonusOfferSchema,
  BonusOffersSchema,
  envelopeOf,
  PromoCodeRequestSchema,
  PromoCodeResultSchema,
} from '@orca/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playerIdOf } from '../session/session.guard.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { OffersService } from './offers.service.ts';

const tags = ['bonus'];
/** Visitors see amounts in EUR, players in their own currency (as the challenges and the lobby). */
const VISITOR_CURRENCY = 'EUR';
const params = z.object({
  url: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/, { error: 'invalid_value' }),
});
/** Guessing codes is the abuse to slow down: a player types a code or two, not hundreds. */
const promoLimit = { max: 10, timeWindow: '1 minute' };

/** The public offer pages (with eligibility for a logged-in player) and the promo code entry. */
export const offersRoutes: FastifyPluginAsyncZod<{
  offers: OffersService;
  players: Pick<PlayerService, 'get'>;
}> = async (app, { offers, players }) => {
  async function viewerOf(request: FastifyRequest) {
    const playerId = request.playerSession?.playerId ?? null;
    const currency = playerId === null ? VISITOR_CURRENCY : (await players.get(playerId)).currency;
    return { playerId, currency, language: request.language };
  }

  app.get(
    '/promotions/deposit-bonus',
    {
      schema: { tags, response: { 200: envelopeOf(BonusOffersSchema) } },
      config: { access: 'public' },
    },
    async (request) => request.ok({ offers: await offers.depositOffers(await viewerOf(request)) }),
  );

  app.get(
    '/promotions/deposit-bonus/:url',
    {
      schema: { tags, params, response: { 200: envelopeOf(BonusOfferSchema) } },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(await offers.offerByUrl('deposit', request.params.url, await viewerOf(request))),
  );

  app.get(
    '/promotions/free-spins/:url',
    {
      schema: { tags, params, response: { 200: envelopeOf(BonusOfferSchema) } },
      config: { access: 'public' },
    },
    async (request) =>
      request.ok(
        await offers.offerByUrl('free_spins', request.params.url, await viewerOf(request)),
      ),
  );

  app.post(
    '/player/bonuses/promo',
    {
      schema: {
        tags,
        body: PromoCodeRequestSchema,
        response: { 200: envelopeOf(PromoCodeResultSchema) },
      },
      config: { access: 'player', isGeoBlocked: true, rateLimit: promoLimit },
    },
    async (request) =>
      request.ok(
        await offers.redeemPromo(playerIdOf(request), request.body.code, request.language),
      ),
  );
};
