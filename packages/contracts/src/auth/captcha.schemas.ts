import { z } from 'zod';

/**
 * The captcha's audio alternative: a fresh captcha whose picture and spoken characters (a WAV file,
 * as a data: address) give the same answer, so a player who cannot read the picture listens instead.
 */
export const CaptchaAudioResponseSchema = z.object({
  image: z.string(),
  audio: z.string(),
  expiresAt: z.string(),
});
export type CaptchaAudioResponse = z.infer<typeof CaptchaAudioResponseSchema>;

/** Audio captchas an address may ask for a minute: each is synthesised on the server. */
export const CAPTCHA_AUDIO_PER_MINUTE = 6;
