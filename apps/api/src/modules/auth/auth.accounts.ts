import { parseBirthdate, type Language } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, FieldRuleError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { isCommonPassword } from '../../platform/passwords.ts';
import { newToken } from '../../platform/tokens.ts';
import type { PlayerRow } from '../profile/player.service.ts';
import * as repo from './auth.repository.ts';
import type { AuthDeps, RequestContext } from './auth.service.ts';

/** A device token lives this long after its last successful log-in. */
const DEVICE_TOKEN_TTL_MS = 180 * 24 * 3_600_000;
/** Browsers a player stays known on; logging in on one more forgets the one least recently used. */
const DEVICE_TOKENS_PER_PLAYER_MAX = 10;
const REGISTER_TOKEN_TTL_MS = 24 * 3_600_000;

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgError = e.cause ?? e;
  return pgError.code === '23505' && (pgError.constraint ?? '').includes(constraint);
}

export function toIsoDate(birthdate: string): string {
  const date = parseBirthdate(birthdate);
  if (!date) throw new AppError('invalid_birthdate');
  return date.toISOString().slice(0, 10);
}

/** What every way into an account shares: its session, its device token, its mails and its rules. */
export function createAccountSteps(deps: AuthDeps) {
  const { config, sessions, players, mailer } = deps;

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
    keepDevice,
    startSession,
    sendMail,
    issueRegisterToken,
    checkNewPassword,
    ensureUnique,
  };
}
