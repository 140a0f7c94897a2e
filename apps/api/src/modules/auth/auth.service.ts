import {
  isLanguage,
  LoginUsernameSchema,
  parseBirthdate,
  SIGNUP_FIELD_SCHEMAS,
  TERMS_VERSION,
  type ChangePasswordRequest,
  type ContactDetails,
  type ForgottenPasswordRequest,
  type GoogleRegisterRequest,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type Profile,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ValidateFieldRequest,
} from '@orca/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  hashPassword,
  isCommonPassword,
  verifyDecoy,
  verifyPassword,
} from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { LimitsService } from '../limits/limits.service.ts';
import type { PlayerRow, PlayerService } from '../profile/player.service.ts';
import type { ClientInfo, SessionRow, SessionService } from '../session/session.service.ts';
import type { SkinService } from '../skin/skin.service.ts';
import * as repo from './auth.repository.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { GoogleVerifier } from './google.verifier.ts';
import type { TurnstileVerifier } from './turnstile.verifier.ts';
import { inTransaction } from '../../db/transaction.ts';

export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures for one username, from any address, before each further attempt must wait. */
export const LOGIN_THROTTLE_FREE_FAILURES = 5;
export const LOGIN_THROTTLE_MAX_MS = 15 * 60_000;
/** A username's failures are forgotten this long after the last one, so a wait never lasts past it. */
export const LOGIN_THROTTLE_MEMORY_MS = 24 * 3_600_000;
/** A device token lives this long after its last successful log-in. */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 3_600_000;
/** Wrong passwords with one device token before it is revoked and its browser waits like any other. */
export const DEVICE_TOKEN_FAILURES_MAX = 5;
/** Browsers a player stays known on; logging in on one more forgets the one least recently used. */
export const DEVICE_TOKENS_PER_PLAYER_MAX = 10;
export const REGISTER_TOKEN_TTL_MS = 24 * 3_600_000;
export const RESET_TOKEN_TTL_MS = 3_600_000;

export interface RequestContext {
  client: ClientInfo;
  language: Language;
  anonSession: SessionRow | null;
  playerSession: SessionRow | null;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgError = e.cause ?? e;
  return pgError.code === '23505' && (pgError.constraint ?? '').includes(constraint);
}

function toIsoDate(birthdate: string): string {
  const date = parseBirthdate(birthdate);
  if (!date) throw new AppError('invalid_birthdate');
  return date.toISOString().slice(0, 10);
}

export function createAuthService(deps: {
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
}) {
  const { db, config, sessions, players, mailer, captcha } = deps;

  async function captchaMode(): Promise<'turnstile' | 'image'> {
    const skinConfig = await deps.skin.config();
    return skinConfig.turnstileCaptcha.enabled && deps.turnstile.isConfigured
      ? 'turnstile'
      : 'image';
  }

  /**
   * Produces captcha_required or invalid_captcha when the answer is missing or wrong; wrong typed
   * characters also name the captcha field with the spec's 'Wrong captcha value' (section 5).
   */
  async function checkCaptcha(
    ctx: RequestContext,
    answer: string | undefined,
    turnstileToken: string | undefined,
    data: Record<string, unknown> | null,
  ) {
    if ((await captchaMode()) === 'turnstile') {
      if (!turnstileToken) throw new AppError('captcha_required', { data });
      if (!(await deps.turnstile.verify(turnstileToken, ctx.client.ip)))
        throw new AppError('invalid_captcha', { data });
      return;
    }
    if (!answer) throw new AppError('captcha_required', { data });
    if (!(await captcha.verify(ctx.anonSession?.id, answer))) {
      const field = {
        field: 'captcha',
        key: 'captcha_wrong',
        message: translate(ctx.language, 'validation', 'captcha_wrong'),
        params: {},
        in: 'body',
      };
      throw new AppError('invalid_captcha', { data: { ...data, fields: [field] } });
    }
  }

  /** How long the attempt after `failures` failures in a row must wait: 1×, 2×, 4× … the base, capped. */
  function throttleDelayMs(failures: number): number {
    if (failures < LOGIN_THROTTLE_FREE_FAILURES) return 0;
    const doublings = Math.min(failures - LOGIN_THROTTLE_FREE_FAILURES, 30);
    return Math.min(
      LOGIN_THROTTLE_MAX_MS,
      config.LOGIN_THROTTLE_BASE_SECONDS * 1000 * 2 ** doublings,
    );
  }

  function throttled(blockedUntil: Date, now: Date, showCaptcha: boolean): AppError {
    const seconds = Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000));
    return new AppError('login_throttled', {
      params: { seconds },
      data: { sessionid: null, showCaptcha, retry_after: seconds },
    });
  }

  /**
   * The per-username throttle, whatever the client's address. Read before the captcha so a waiting
   * attempt costs the player no captcha; claimed after it, so only someone who solved one can use
   * up the attempt a wait opens. Produces login_throttled.
   */
  async function passThrottle(
    username: string,
    showCaptcha: boolean,
    stage: 'check' | 'claim',
  ): Promise<void> {
    const now = new Date();
    const row = await repo.findThrottle(db, username);
    if (
      !row ||
      row.failures < LOGIN_THROTTLE_FREE_FAILURES ||
      row.lastFailureAt.getTime() <= now.getTime() - LOGIN_THROTTLE_MEMORY_MS
    )
      return;
    if (stage === 'check') {
      if (row.blockedUntil && row.blockedUntil > now)
        throw throttled(row.blockedUntil, now, showCaptcha);
      return;
    }
    const next = new Date(now.getTime() + throttleDelayMs(row.failures + 1));
    if (await repo.claimThrottledAttempt(db, username, now, next)) return;
    const current = await repo.findThrottle(db, username);
    throw throttled(current?.blockedUntil ?? next, now, showCaptcha);
  }

  /** Counts a failure for the username; when the throttle starts, its holder hears of it once. */
  async function recordThrottleFailure(
    username: string,
    player: PlayerRow | undefined,
  ): Promise<number> {
    return inTransaction(db, async (tx) => {
      const now = new Date();
      const failures = await repo.recordThrottleFailure(
        tx,
        username,
        now,
        new Date(now.getTime() - LOGIN_THROTTLE_MEMORY_MS),
      );
      if (failures < LOGIN_THROTTLE_FREE_FAILURES) return failures;
      await repo.blockUntil(tx, username, new Date(now.getTime() + throttleDelayMs(failures)));
      if (player && (await repo.markThrottleNotified(tx, username, now))) {
        const language: Language = isLanguage(player.language) ? player.language : 'en';
        await mailer.enqueue(tx, {
          to: player.email,
          kind: 'login_throttled',
          subject: translate(language, 'mail', 'login_throttled_subject'),
          text: translate(language, 'mail', 'login_throttled_body', {
            username: player.username,
            failures: String(failures),
          }),
        });
      }
      return failures;
    });
  }

  /**
   * The token this browser keeps for the player: the one it sent, refreshed, or a new one. Random and
   * stored hashed, not signed, because each token needs state anyway (its failure budget, its
   * revocation on a password change).
   */
  async function keepDevice(
    tx: Executor,
    playerId: bigint,
    known: { id: bigint; token: string } | null,
  ): Promise<string> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_TTL_MS);
    if (known) {
      await repo.refreshDeviceToken(tx, known.id, now, expiresAt);
      return known.token;
    }
    const { token, hash } = newToken();
    await repo.insertDeviceToken(tx, { tokenHash: hash, playerId, now, expiresAt });
    await repo.pruneDeviceTokens(tx, playerId, now, DEVICE_TOKENS_PER_PLAYER_MAX);
    return token;
  }

  async function startSession(
    tx: Executor,
    player: PlayerRow,
    ctx: RequestContext,
    method: string,
  ): Promise<string> {
    // Locked, then checked: an operator's block or closing either commits first and is seen here,
    // or waits for this log-in and ends the session it opens. Every way in (password, Google, a
    // Google identity linked by email) passes here.
    const current = await players.lock(tx, player.id);
    if (current.closedAt)
      throw new AppError('account_closed', { data: { sessionid: null, showCaptcha: false } });
    if (current.isDisabled)
      throw new AppError('account_disabled', { data: { sessionid: null, showCaptcha: false } });
    await deps.limits.assertNotExcluded(player.id, tx, { sessionid: null, showCaptcha: false });
    const token = await sessions.createPlayer(tx, player.id, ctx.client);
    await players.recordLogin(tx, {
      playerId: player.id,
      ip: ctx.client.ip,
      country: ctx.client.country,
      method,
    });
    if (player.language !== ctx.language)
      await players.update(tx, player.id, { language: ctx.language });
    return token;
  }

  async function sendMail(
    tx: Executor,
    to: string,
    language: Language,
    kind: 'register' | 'reset',
    params: Record<string, string>,
  ) {
    await mailer.enqueue(tx, {
      to,
      kind,
      subject: translate(language, 'mail', `${kind}_subject`),
      text: translate(language, 'mail', `${kind}_body`, params),
    });
  }

  async function issueRegisterToken(tx: Executor, player: PlayerRow, language: Language) {
    const { token, hash } = newToken();
    await players.insertToken(tx, {
      tokenHash: hash,
      kind: 'register',
      playerId: player.id,
      expiresAt: new Date(Date.now() + REGISTER_TOKEN_TTL_MS),
    });
    await sendMail(tx, player.email, language, 'register', {
      username: player.username,
      link: `${config.publicUrl}/register-token?token=${token}`,
    });
  }

  async function checkNewPassword(password: string, field = 'password') {
    if (isCommonPassword(password))
      throw new FieldRuleError('common_password', field, 'password_common');
  }

  async function ensureUnique(tx: Executor, username: string | null, email: string | null) {
    if (username && (await players.findByUsername(username, tx)))
      throw new FieldRuleError('username_exists', 'username', 'username_exists');
    if (email && (await players.findByEmail(email, tx)))
      throw new FieldRuleError('email_exists', 'email', 'email_exists');
  }

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

export type AuthService = ReturnType<typeof createAuthService>;
