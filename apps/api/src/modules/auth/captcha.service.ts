import { CAPTCHA_LENGTH, type Language } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import { hashToken, safeEqual } from '../../platform/tokens.ts';
import { speakCaptcha } from './captcha.audio.ts';
import { randomCaptchaText, renderCaptcha } from './captcha.renderer.ts';
import * as repo from './captcha.repository.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new captcha picture (SVG) and its answer, both from the CSPRNG. */
export function drawCaptcha(): { text: string; svg: string } {
  const text = randomCaptchaText(CAPTCHA_LENGTH);
  return { text, svg: renderCaptcha(text) };
}

/** The built-in image captcha: one live answer per anonymous session, used once. */
export function createCaptchaService(db: Executor) {
  /** Replaces the session's answer with `captcha`'s, so only the newest picture (or recording) counts. */
  async function store(
    anonSessionId: string,
    captcha: { text: string; svg: string },
  ): Promise<{ image: string; expiresAt: string }> {
    const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
    const answerHash = hashToken(captcha.text.toLowerCase());
    await repo.storeCaptcha(db, { anonSessionId, answerHash, expiresAt });
    return {
      image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg).toString('base64')}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  return {
    async issue(anonSessionId: string): Promise<{ image: string; expiresAt: string }> {
      return store(anonSessionId, drawCaptcha());
    },

    /**
     * A new captcha with its answer spoken as well as drawn. Only a hash of an answer is kept, so the
     * recording of an earlier picture cannot be made later: the audio comes with a picture of its own.
     */
    async issueWithAudio(
      anonSessionId: string,
      language: Language,
    ): Promise<{ image: string; audio: string; expiresAt: string }> {
      const captcha = drawCaptcha();
      const wav = await speakCaptcha(captcha.text, language);
      const stored = await store(anonSessionId, captcha);
      return { ...stored, audio: `data:audio/wav;base64,${Buffer.from(wav).toString('base64')}` };
    },

    /** Checks and burns the session's captcha, right or wrong, so an answer cannot be guessed twice. */
    async verify(anonSessionId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!anonSessionId || !answer) return false;
      const row = await repo.takeCaptcha(db, anonSessionId);
      if (!row || row.expiresAt <= new Date()) return false;
      return safeEqual(row.answerHash, hashToken(answer.trim().toLowerCase()));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
