import { PROVIDER_SIGNATURE_HEADER } from '@orca/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { providerAccessOf } from '../../../platform/access.ts';
import { AppError } from '../../../platform/errors.ts';
import { verifySignature } from '../../../platform/signature.ts';
import type { CatalogueService } from '../../games/catalogue.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The provider whose signature a `{ provider }` route checked. */
    provider: { id: string } | null;
  }
}

const params = z.object({ providerId: z.string().min(1).max(40) });

/** The provider of a request that passed the provider guard. */
export function providerOf(request: FastifyRequest): { id: string } {
  if (!request.provider) throw new AppError('invalid_signature');
  return request.provider;
}

/**
 * Enforces `config.access: { provider: 'wallet' }`: an HMAC signature with the provider's own
 * secret over the exact bytes received, before anything reads the body. Providers do not hold
 * the skin's api key; their secret is the credential.
 */
export const providerGuard = fp(
  async (app: FastifyInstance, options: { catalogue: CatalogueService }) => {
    app.decorateRequest('provider', null);
    app.addHook('preValidation', async (request) => {
      if (!providerAccessOf(request.routeOptions.config.access)) return;
      const parsed = params.safeParse(request.params);
      const provider = parsed.success
        ? await options.catalogue.findProvider(parsed.data.providerId)
        : null;
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[PROVIDER_SIGNATURE_HEADER];
      if (
        !provider?.walletSecret ||
        provider.kind !== 'external' ||
        !verifySignature(
          provider.walletSecret,
          raw,
          typeof header === 'string' ? header : undefined,
        )
      )
        throw new AppError('invalid_signature');
      request.provider = { id: provider.id };
    });
  },
);
