import {
  envelopeOf,
  PROVIDER_SIGNATURE_HEADER,
  WalletAuthenticateSchema,
  WalletBalanceRequestSchema,
  WalletBalanceSchema,
  WalletBetSchema,
  WalletEndRoundSchema,
  WalletRollbackSchema,
  WalletSessionSchema,
  WalletWinSchema,
} from '@orca/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { verifySignature } from '../../../platform/signature.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';
import type { ProviderWalletService } from './provider-wallet.service.ts';

const tags = ['provider wallet'];
const params = z.object({ providerId: z.string().min(1).max(40) });

/**
 * The seamless-wallet API for external providers: no api-key (providers do not have the skin's)
 * but an HMAC signature with the provider's own secret over the exact bytes received.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<{ providerWallet: ProviderWalletService; catalogue: CatalogueService }> = async (app, { providerWallet, catalogue }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));

  /** Checks the signature, then parses the body with the action's schema. Produces invalid_signature, validation_error. */
  async function signed<T extends z.ZodType>(request: FastifyRequest, schema: T): Promise<{ providerId: string; body: z.output<T> }> {
    const { providerId } = params.parse(request.params);
    const provider = await catalogue.findProvider(providerId);
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers[PROVIDER_SIGNATURE_HEADER];
    if (!provider?.walletSecret || provider.kind !== 'external' || !verifySignature(provider.walletSecret, raw, typeof header === 'string' ? header : undefined)) throw new AppError('invalid_signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new AppError('validation_error', { params: { field: '(body)', reason: 'not JSON' } });
    }
    return { providerId, body: schema.parse(parsed) };
  }

  const config = { rateLimit: { max: 6_000, timeWindow: '1 minute' } };
  const schema = { tags, params };

  app.post('/provider/:providerId/wallet/authenticate', { schema: { ...schema, response: { 200: envelopeOf(WalletSessionSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletAuthenticateSchema);
    return request.ok(await providerWallet.authenticate(providerId, body.launchToken));
  });
  app.post('/provider/:providerId/wallet/balance', { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletBalanceRequestSchema);
    return request.ok(await providerWallet.balance(providerId, body.sessionToken));
  });
  app.post('/provider/:providerId/wallet/bet', { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletBetSchema);
    return request.ok(await providerWallet.bet({ providerId, ...body }));
  });
  app.post('/provider/:providerId/wallet/win', { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletWinSchema);
    return request.ok(await providerWallet.win({ providerId, ...body }));
  });
  app.post('/provider/:providerId/wallet/rollback', { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletRollbackSchema);
    return request.ok(await providerWallet.rollback({ providerId, ...body }));
  });
  app.post('/provider/:providerId/wallet/endRound', { schema: { ...schema, response: { 200: envelopeOf(WalletBalanceSchema) } }, config }, async (request) => {
    const { providerId, body } = await signed(request, WalletEndRoundSchema);
    return request.ok(await providerWallet.endRound({ providerId, ...body }));
  });
};
