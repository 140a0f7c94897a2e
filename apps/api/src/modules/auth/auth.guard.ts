import { isLanguage, type Language } from '@orca/contracts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import type { PlayerRow } from '../profile/player.service.ts';
import * as repo from './auth.repository.ts';
import type { AuthDeps, RequestContext } from './auth.service.ts';

/** Failures for one username, from any address, before each further attempt must wait. */
const LOGIN_THROTTLE_FREE_FAILURES = 5;
const LOGIN_THROTTLE_MAX_MS = 15 * 60_000;
/** A username's failures are forgotten this long after the last one, so a wait never lasts past it. */
const LOGIN_THROTTLE_MEMORY_MS = 24 * 3_600_000;

/**
 * What stands before a password is checked: the captcha (Turnstile or the in-house image) and the
 * per-username throttle that makes guessing one account slow from any number of addresses.
 */
export function createLoginGuard(deps: AuthDeps) {
  const { db, config, mailer, captcha } = deps;

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

  return { checkCaptcha, passThrottle, recordThrottleFailure };
}
