import {
  envelopeOf,
  NetworkPromotionPublishedSchema,
  NetworkPromotionPublishSchema,
  NetworkPromotionWinsSchema,
  NetworkStandingsPublishSchema,
  WalletAuthenticateSchema,
  WalletBalanceRequestSchema,
  WalletBalanceSchema,
  WalletBetSchema,
  WalletEndRoundSchema,
  WalletPromoWinResultSchema,
  WalletPromoWinSchema,
  WalletRollbackSchema,
  WalletSessionSchema,
  WalletWinSchema,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../../platform/access.ts';
import { AppError } from '../../../platform/errors.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import { providerGuard, providerOf } from './provider.guard.ts';
import type { ProviderWalletService } from './provider-wallet.service.ts';

const tags = ['provider wallet'];
const params = z.object({ providerId: z.string().min(1).max(40) });

/** The signed body, parsed with the action's schema once the guard has checked the signature. Produces validation_error. */
function signedBody<T extends z.ZodType>(request: FastifyRequest, schema: T): z.output<T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
  } catch {
    throw new AppError('validation_error', { params: { field: '(body)', reason: 'not JSON' } });
  }
  return schema.parse(parsed);
}

/**
 * The seamless-wallet API for external providers, declared `{ provider: 'wallet' }`: the provider
 * guard checks each call's signature over the exact bytes received, so the body stays a string
 * until then.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<{
  providerWallet: ProviderWalletService;
  catalogue: CatalogueService;
}> = async (app, { providerWallet, catalogue }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, body),
  );
  await app.register(providerGuard, { catalogue });

  const access: Access = { provider: 'wallet' };
  const config = { access, rateLimit: { max: 6_000, timeWindow: '1 minute' } };
  const schema = { tags, params };

  app.post(
    '/provider/:providerId/wallet/authenticate',
    { schema: { ...schema, response: { 200: envelopeOf(WalletSessionSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletAuthenticateSchema);
      return request.ok(
        await providerWallet.authenticate(providerOf(request).id, body.launchToken),
      );
    },
  );
  app.post(
    '/provider/:providerId/wallet/balance',
    { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletBalanceRequestSchema);
      return request.ok(await providerWallet.balance(providerOf(request).id, body.sessionToken));
    },
  );
  app.post(
    '/provider/:providerId/wallet/bet',
    { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletBetSchema);
      return request.ok(await providerWallet.bet({ providerId: providerOf(request).id, ...body }));
    },
  );
  app.post(
    '/provider/:providerId/wallet/win',
    { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletWinSchema);
      return request.ok(await providerWallet.win({ providerId: providerOf(request).id, ...body }));
    },
  );
  app.post(
    '/provider/:providerId/wallet/rollback',
    { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletRollbackSchema);
      return request.ok(
        await providerWallet.rollback({ providerId: providerOf(request).id, ...body }),
      );
    },
  );
  app.post(
    '/provider/:providerId/wallet/endRound',
    { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletEndRoundSchema);
      return request.ok(
        await providerWallet.endRound({ providerId: providerOf(request).id, ...body }),
      );
    },
  );

  // Network promotions (decision 017): the provider's prizes, and the promotion and standings it publishes, signed like every wallet call.
  app.post(
    '/provider/:providerId/wallet/promoWin',
    { schema: { ...schema, response: { 200: envelopeOf(WalletPromoWinResultSchema) } }, config },
    async (request) => {
      const body = signedBody(request, WalletPromoWinSchema);
      return request.ok(await providerWallet.promotions.promoWin(providerOf(request).id, body));
    },
  );
  app.post(
    '/provider/:providerId/promotions/publish',
    {
      schema: { ...schema, response: { 200: envelopeOf(NetworkPromotionPublishedSchema) } },
      config,
    },
    async (request) => {
      const body = signedBody(request, NetworkPromotionPublishSchema);
      return request.ok(await providerWallet.promotions.publish(providerOf(request).id, body));
    },
  );
  app.post(
    '/provider/:providerId/promotions/standings',
    {
      schema: { ...schema, response: { 200: envelopeOf(NetworkPromotionPublishedSchema) } },
      config,
    },
    async (request) => {
      const body = signedBody(request, NetworkStandingsPublishSchema);
      return request.ok(
        await providerWallet.promotions.standings(
          providerOf(request).id,
          body.promotionId,
          body.standings,
        ),
      );
    },
  );

  // The back office's invoice view of what providers paid: registered here, beside the calls that book it.
  app.get(
    '/admin/network-promotions/wins',
    {
      schema: { tags: ['admin'], response: { 200: envelopeOf(NetworkPromotionWinsSchema) } },
      config: { access: { operator: 'tournaments.manage' } satisfies Access },
    },
    async (request) => request.ok(await providerWallet.promotions.wins()),
  );
};
