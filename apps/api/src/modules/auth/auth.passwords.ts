import type {
  ChangePasswordRequest,
  ContactDetails,
  ForgottenPasswordRequest,
  Language,
  Profile,
  ResetPasswordRequest,
} from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { createAccountSteps } from './auth.accounts.ts';
import * as repo from './auth.repository.ts';
import type { createLoginGuard } from './auth.guard.ts';
import type { AuthDeps, RequestContext } from './auth.service.ts';

const RESET_TOKEN_TTL_MS = 3_600_000;

/** A player's password and the address its reset link goes to: forgotten, reset, changed. */
export function createPasswordFlows(
  deps: AuthDeps,
  guard: ReturnType<typeof createLoginGuard>,
  steps: ReturnType<typeof createAccountSteps>,
) {
  const { db, config, sessions, players, mailer } = deps;
  const { checkCaptcha } = guard;
  const { sendMail, checkNewPassword } = steps;

  return {
    /**
     * Checks the captcha and returns the work that emails a reset link when the address belongs to
     * a player. The caller runs that work after answering: the answer is the same, and takes the
     * same time, whether or not the address is known. Produces captcha_required, invalid_captcha.
     */
    async forgottenPassword(
      body: ForgottenPasswordRequest,
      ctx: RequestContext,
    ): Promise<() => Promise<void>> {
      await checkCaptcha(ctx, body.captcha, body.turnstileToken, null);
      const { email } = body;
      const { language } = ctx;
      return async () => {
        const player = await players.findByEmail(email);
        if (!player) return;
        await inTransaction(db, async (tx) => {
          await players.invalidateTokens(tx, player.id, 'reset');
          const { token, hash } = newToken();
          await players.insertToken(tx, {
            tokenHash: hash,
            kind: 'reset',
            playerId: player.id,
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
          });
          await sendMail(tx, player.email, language, 'reset', {
            username: player.username,
            link: `${config.publicUrl}/reset-password/${token}`,
          });
        });
      };
    },

    async isResetTokenLive(token: string): Promise<boolean> {
      const row = await players.findToken(hashToken(token), 'reset');
      return row !== undefined && row.usedAt === null && row.expiresAt > new Date();
    },

    /** Sets a new password from an emailed link and ends every session and device token. Produces invalid_reset_link. */
    async resetPassword(body: ResetPasswordRequest): Promise<void> {
      await checkNewPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      await inTransaction(db, async (tx) => {
        const result = await players.consumeToken(tx, hashToken(body.token), 'reset');
        if (result.status !== 'ok') throw new AppError('invalid_reset_link');
        await players.update(tx, result.row.playerId, {
          passwordHash,
          passwordChangedAt: new Date(),
        });
        await sessions.revokeAllOfPlayer(tx, result.row.playerId, 'password_reset');
        await repo.revokeDeviceTokensOfPlayer(
          tx,
          result.row.playerId,
          new Date(),
          'password_reset',
        );
      });
    },

    /**
     * Changes the password, ends every session and device token of the player and hands this client
     * a new session (its device token comes with its next log-in).
     * Produces invalid_old_password, common_password.
     */
    async changePassword(
      playerId: bigint,
      body: ChangePasswordRequest,
      ctx: RequestContext,
    ): Promise<{ sessionid: string }> {
      const player = await players.get(playerId);
      const isValid = player.passwordHash
        ? await verifyPassword(player.passwordHash, body.old_password)
        : false;
      if (!isValid)
        throw new FieldRuleError('invalid_old_password', 'old_password', 'invalid_old_password');
      await checkNewPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      return inTransaction(db, async (tx) => {
        await players.update(tx, playerId, { passwordHash, passwordChangedAt: new Date() });
        await sessions.revokeAllOfPlayer(tx, playerId, 'password_change');
        await repo.revokeDeviceTokensOfPlayer(tx, playerId, new Date(), 'password_change');
        return { sessionid: await sessions.createPlayer(tx, playerId, ctx.client) };
      });
    },

    /**
     * Saves the contact details. A new email needs the current password, so a session alone (a
     * stolen token, an unlocked device) cannot redirect the account's mail and then its password
     * reset; the old address is told in the same transaction. Produces validation_error (password
     * missing), invalid_password, email_exists.
     */
    async updateContact(
      playerId: bigint,
      body: ContactDetails,
      language: Language,
    ): Promise<Profile> {
      const player = await players.get(playerId);
      if (body.email.toLowerCase() !== player.email.toLowerCase()) {
        if (!body.password)
          throw new FieldRuleError('validation_error', 'password', 'password_required');
        // An account made with Google has no password: it sets one through the reset link first.
        const isValid = player.passwordHash
          ? await verifyPassword(player.passwordHash, body.password)
          : await verifyDecoy(body.password);
        if (!isValid) throw new FieldRuleError('invalid_password', 'password', 'invalid_password');
      }
      return inTransaction(db, async (tx) => {
        const { profile, previousEmail } = await players.saveContact(tx, playerId, {
          email: body.email,
          mobile: body.mobile,
        });
        if (previousEmail) {
          await mailer.enqueue(tx, {
            to: previousEmail,
            kind: 'email_changed',
            subject: translate(language, 'mail', 'email_changed_subject'),
            text: translate(language, 'mail', 'email_changed_body', {
              username: player.username,
              email: profile.email,
            }),
          });
        }
        return profile;
      });
    },
  };
}
