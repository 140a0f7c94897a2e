import { TERMS_VERSION, type GoogleRegisterRequest } from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { toIsoDate, type createAccountSteps } from './auth.accounts.ts';
import type { AuthDeps, RequestContext } from './auth.service.ts';

/** Signing in, or up, with a Google account (spec section 5). */
export function createGoogleSignIn(deps: AuthDeps, steps: ReturnType<typeof createAccountSteps>) {
  const { db, players } = deps;
  const { startSession } = steps;

  return {
    /**
     * Signs in with a Google ID token; a new account needs username, currency and birth date.
     * Produces google_signin_disabled, invalid_google_token, missing_username, username_not_unique.
     */
    async google(body: GoogleRegisterRequest, ctx: RequestContext): Promise<{ sessionid: string }> {
      if (!deps.google) throw new AppError('google_signin_disabled');
      const identity = await deps.google.verify(body.token_id);
      if (!identity) throw new AppError('invalid_google_token');

      return inTransaction(db, async (tx) => {
        const linked = await players.findIdentity('google', identity.subject, tx);
        if (linked) {
          const player = await players.get(linked.playerId, tx);
          if (player.isDisabled) throw new AppError('account_disabled');
          return { sessionid: await startSession(tx, player, ctx, 'google') };
        }
        // Google vouches for this address, so an account already using it is the same person's.
        const byEmail =
          identity.email && identity.emailVerified
            ? await players.findByEmail(identity.email, tx)
            : undefined;
        if (byEmail) {
          await players.insertIdentity(tx, {
            provider: 'google',
            subject: identity.subject,
            playerId: byEmail.id,
            email: identity.email,
          });
          return { sessionid: await startSession(tx, byEmail, ctx, 'google') };
        }
        if (!body.username || !body.currencycode || !body.birthdate) {
          throw new AppError('missing_username', {
            data: {
              email: identity.email,
              given_name: identity.givenName,
              family_name: identity.familyName,
            },
          });
        }
        if (await players.findByUsername(body.username, tx))
          throw new AppError('username_not_unique');
        // A new account accepts the terms, whichever way it signs up (the spec's Google payload carries terms: true).
        if (body.terms !== true)
          throw new FieldRuleError('validation_error', 'terms', 'terms_required');
        if (!identity.email) throw new AppError('invalid_google_token');
        const player = await players.insert(tx, {
          username: body.username,
          email: identity.email,
          emailVerifiedAt: identity.emailVerified ? new Date() : null,
          passwordHash: null,
          currency: body.currencycode,
          birthdate: toIsoDate(body.birthdate),
          country: ctx.client.country ?? '',
          firstName: identity.givenName?.slice(0, 25) ?? '',
          lastName: identity.familyName?.slice(0, 25) ?? '',
          language: ctx.language,
          affiliateToken: body.myafftk ?? body.goft_token ?? null,
          affiliateId: body.myaffid ?? null,
          affiliateAid: body.a_aid || null,
          affiliateBid: body.a_bid || null,
          registrationIp: ctx.client.ip,
          termsAcceptedAt: new Date(),
          termsVersion: TERMS_VERSION,
        });
        await players.insertIdentity(tx, {
          provider: 'google',
          subject: identity.subject,
          playerId: player.id,
          email: identity.email,
        });
        return { sessionid: await startSession(tx, player, ctx, 'google') };
      });
    },
  };
}
