import {
  LoginUsernameSchema,
  SIGNUP_FIELD_SCHEMAS,
  TERMS_VERSION,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type ValidateFieldRequest,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/tokens.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerService } from '../profile/player.service.ts';
import type { ClientInfo, SessionRow, SessionService } from '../session/session.service.ts';
import type { SkinService } from '../skin/skin.service.ts';
import { createAccountSteps, isUniqueViolation, toIsoDate } from './auth.accounts.ts';
import { createGoogleSignIn } from './auth.google.ts';
import { createLoginGuard } from './auth.guard.ts';
import { createPasswordFlows } from './auth.passwords.ts';
import * as repo from './auth.repository.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { GoogleVerifier } from './google.verifier.ts';
import type { TurnstileVerifier } from './turnstile.verifier.ts';

const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords with one device token before it is revoked and its browser waits like any other. */
const DEVICE_TOKEN_FAILURES_MAX = 5;

export interface RequestContext {
  client: ClientInfo;
  language: Language;
  anonSession: SessionRow | null;
  playerSession: SessionRow | null;
}

export interface AuthDeps {
  db: Database;
  config: Config;
  sessions: SessionService;
  players: PlayerService;
  mailer: Mailer;
  captcha: CaptchaService;
  google: GoogleVerifier | null;
  turnstile: TurnstileVerifier;
  skin: SkinService;
  limits: LimitsService;
}

/**
 * A player's identity flows: log-in, sign-up and its confirmation here; the captcha and throttle
 * in auth.guard.ts, passwords and contact in auth.passwords.ts, Google in auth.google.ts.
 */
export function createAuthService(deps: AuthDeps) {
  const { db, sessions, players } = deps;
  const guard = createLoginGuard(deps);
  const steps = createAccountSteps(deps);
  const { checkCaptcha, passThrottle, recordThrottleFailure } = guard;
  const { keepDevice, startSession, issueRegisterToken, checkNewPassword, ensureUnique } = steps;

  return {
    /**
     * Logs a player in with a fresh session token. Produces the spec's log-in codes:
     * invalid_username_or_password, username_must_be_between_4_and_20_characters_long,
     * invalid_username_characters_letters_and_numbers_allowed, captcha_required, invalid_captcha,
     * account_disabled, account_closed; and login_throttled (with retry_after seconds) while a username waits.
     * A browser that sends a live device token of this player does not wait: it has its own
     * budget of wrong passwords, after which the token is revoked. A success hands the browser its
     * device token.
     */
    async login(body: LoginRequest, ctx: RequestContext): Promise<LoginResponse> {
      const parsed = LoginUsernameSchema.safeParse(body.username);
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        if (key === 'username_length')
          throw new AppError('username_must_be_between_4_and_20_characters_long', {
            data: { sessionid: null, showCaptcha: false },
          });
        if (key === 'username_characters')
          throw new AppError('invalid_username_characters_letters_and_numbers_allowed', {
            data: { sessionid: null, showCaptcha: false },
          });
        throw new FieldRuleError('validation_error', 'username', 'username_required');
      }
      const username = parsed.data;
      const subjects = [`u:${username.toLowerCase()}`, `ip:${ctx.client.ip}`];
      const since = new Date(Date.now() - FAILED_LOGIN_WINDOW_MS);
      const failures = await repo.maxFailures(db, subjects, since);
      const throttleKey = username.toLowerCase();
      const player = await players.findByUsername(username);
      // Only a token issued to this very account counts; anyone else's, or a made-up one, is ignored.
      const device =
        player && body.deviceToken
          ? await repo.findLiveDeviceToken(
              db,
              hashToken(body.deviceToken),
              player.id,
              new Date(),
              DEVICE_TOKEN_FAILURES_MAX,
            )
          : undefined;
      if (!device)
        await passThrottle(throttleKey, failures >= FAILED_LOGINS_BEFORE_CAPTCHA, 'check');
      if (failures >= FAILED_LOGINS_BEFORE_CAPTCHA) {
        await checkCaptcha(ctx, body.captcha, body.turnstileToken, {
          sessionid: null,
          showCaptcha: true,
        });
      }
      const deviceFailures = device
        ? await repo.claimDeviceAttempt(db, device.id, new Date(), DEVICE_TOKEN_FAILURES_MAX)
        : null;
      // A token whose budget ran out in the meantime leaves its browser to the username's throttle.
      const knownDevice =
        device && deviceFailures !== null && body.deviceToken
          ? { id: device.id, token: body.deviceToken }
          : null;
      if (!knownDevice)
        await passThrottle(throttleKey, failures >= FAILED_LOGINS_BEFORE_CAPTCHA, 'claim');

      const isValid = player?.passwordHash
        ? await verifyPassword(player.passwordHash, body.password)
        : await verifyDecoy(body.password);
      if (!player || !isValid) {
        await repo.recordFailures(db, subjects);
        // A known device's mistakes spend its own budget, not the username's: the player's typing
        // must not add to an attacker's wait, nor a thief's guesses go uncounted.
        if (!knownDevice) await recordThrottleFailure(throttleKey, player);
        else if ((deviceFailures ?? 0) >= DEVICE_TOKEN_FAILURES_MAX)
          await repo.revokeDeviceToken(db, knownDevice.id, new Date(), 'failures');
        throw new AppError('invalid_username_or_password', {
          data: { sessionid: null, showCaptcha: failures + 1 >= FAILED_LOGINS_BEFORE_CAPTCHA },
        });
      }
      if (player.closedAt)
        throw new AppError('account_closed', { data: { sessionid: null, showCaptcha: false } });
      if (player.isDisabled)
        throw new AppError('account_disabled', { data: { sessionid: null, showCaptcha: false } });

      return inTransaction(db, async (tx) => {
        // A log-in through the wait ends it. One from a known device leaves the username's counts
        // alone: else each of the player's log-ins would hand the attacker fresh free guesses.
        if (!knownDevice) {
          await repo.clearFailures(tx, [subjects[0] as string]);
          await repo.clearThrottle(tx, throttleKey);
        }
        const sessionid = await startSession(tx, player, ctx, 'password');
        return {
          sessionid,
          showCaptcha: false,
          deviceToken: await keepDevice(tx, player.id, knownDevice),
        };
      });
    },

    /** Ends the player session and the anonymous one the client held; the client asks for a new one. */
    async logout(ctx: RequestContext): Promise<void> {
      if (ctx.playerSession) await sessions.revoke(ctx.playerSession.id, 'logout');
      if (ctx.anonSession) await sessions.revoke(ctx.anonSession.id, 'logout');
    },

    /** Creates an account and logs it in. Produces username_exists, email_exists, common_password. */
    async register(body: RegisterRequest, ctx: RequestContext): Promise<{ sessionid: string }> {
      await checkNewPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      try {
        return await inTransaction(db, async (tx) => {
          await ensureUnique(tx, body.username, body.email);
          const player = await players.insert(tx, {
            username: body.username,
            email: body.email,
            passwordHash,
            passwordChangedAt: new Date(),
            currency: body.currency,
            birthdate: toIsoDate(body.birthdate),
            country: body.country,
            state: body.state ?? '',
            language: ctx.language,
            affiliateToken: body.myafftk ?? body.goft_token ?? null,
            affiliateId: body.myaffid ?? null,
            affiliateAid: body.a_aid ?? null,
            affiliateBid: body.a_bid ?? null,
            registrationIp: ctx.client.ip,
            // The schema refused a sign-up without it; the record says when and which terms.
            termsAcceptedAt: new Date(),
            termsVersion: TERMS_VERSION,
          });
          await issueRegisterToken(tx, player, ctx.language);
          return { sessionid: await startSession(tx, player, ctx, 'register') };
        });
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides, the loser hears why.
        if (isUniqueViolation(error, 'username'))
          throw new FieldRuleError('username_exists', 'username', 'username_exists');
        if (isUniqueViolation(error, 'email'))
          throw new FieldRuleError('email_exists', 'email', 'email_exists');
        throw error;
      }
    },

    /** One sign-up field, checked live: its format, and uniqueness for username and email. */
    async validateField(body: ValidateFieldRequest): Promise<void> {
      const result = SIGNUP_FIELD_SCHEMAS[body.field].safeParse(body.value);
      if (!result.success)
        throw new FieldRuleError(
          'validation_error',
          body.field,
          result.error.issues[0]?.message ?? 'invalid_value',
        );
      if (body.field === 'username') await ensureUnique(db, body.value.trim(), null);
      if (body.field === 'email') await ensureUnique(db, null, body.value.trim());
      if (body.field === 'password') await checkNewPassword(body.value);
    },

    /** Confirms the email address of a registration. Produces token_expired. */
    async completeRegistration(token: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const result = await players.consumeToken(tx, hashToken(token), 'register');
        if (result.status === 'used' && result.row) {
          const player = await players.get(result.row.playerId, tx);
          if (player.emailVerifiedAt) return;
        }
        if (result.status !== 'ok') throw new AppError('token_expired');
        await players.update(tx, result.row.playerId, { emailVerifiedAt: new Date() });
      });
    },

    ...createPasswordFlows(deps, guard, steps),
    ...createGoogleSignIn(deps, steps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
