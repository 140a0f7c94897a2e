import { CAPTCHA_LENGTH } from '@orca/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';
import { hashToken, safeEqual } from '../../platform/tokens.ts';
import { randomCaptchaText, renderCaptcha } from './captcha.renderer.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new captcha picture (SVG) and its answer, both from the CSPRNG. */
export function drawCaptcha(): { text: string; svg: string } {
  const text = randomCaptchaText(CAPTCHA_LENGTH);
  return { text, svg: renderCaptcha(text) };
}

/** The built-in image captcha: one live answer per anonymous session, used once. */
export function createCaptchaService(db: Executor) {
  return {
    async issue(anonSessionId: string): Promise<{ image: string; expiresAt: string }> {
      const captcha = drawCaptcha();
      const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
      const answerHash = hashToken(captcha.text.toLowerCase());
      await db
        .insert(captchas)
        .values({ anonSessionId, answerHash, expiresAt })
        .onConflictDoUpdate({ target: captchas.anonSessionId, set: { answerHash, expiresAt } });
      return { image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`, expiresAt: expiresAt.toISOString() };
    },

    /** Checks and burns the session's captcha, right or wrong, so an answer cannot be guessed twice. */
    async verify(anonSessionId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!anonSessionId || !answer) return false;
      const [row] = await db.delete(captchas).where(eq(captchas.anonSessionId, anonSessionId)).returning();
      if (!row || row.expiresAt <= new Date()) return false;
      return safeEqual(row.answerHash, hashToken(answer.trim().toLowerCase()));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
