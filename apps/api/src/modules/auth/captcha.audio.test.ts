import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { captchas, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/tokens.ts';
import { speakCaptcha, spokenText } from './captcha.audio.ts';

/** The WAV's sample rate, and how many separate stretches of sound it holds (one or two per spoken character). */
function soundsOf(wav: Uint8Array): { sampleRate: number; seconds: number; sounds: number } {
  const bytes = Buffer.from(wav);
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  const sampleRate = bytes.readUInt32LE(24);
  let offset = 12;
  while (offset < bytes.length && bytes.toString('ascii', offset, offset + 4) !== 'data')
    offset += 8 + bytes.readUInt32LE(offset + 4);
  offset += 8;
  const samples = Math.floor((bytes.length - offset) / 2);
  const window = Math.floor(sampleRate / 50);
  let sounds = 0;
  let isLoud = false;
  for (let start = 0; start < samples; start += window) {
    let energy = 0;
    const end = Math.min(samples, start + window);
    for (let i = start; i < end; i += 1) energy += bytes.readInt16LE(offset + 2 * i) ** 2;
    const loud = Math.sqrt(energy / (end - start)) > 500;
    if (loud && !isLoud) sounds += 1;
    isLoud = loud;
  }
  return { sampleRate, seconds: samples / sampleRate, sounds };
}

describe('captcha audio', () => {
  it('speaks each character on its own, in the player’s language, the same way for the same answer', async () => {
    expect(spokenText('k7ax3')).toBe('K. 7. A. X. 3.');
    const english = await speakCaptcha('k7ax3', 'en');
    const heard = soundsOf(english);
    // Five characters, slowly: at least five separate sounds, within a time a person can follow.
    expect(heard.sounds).toBeGreaterThanOrEqual(5);
    expect(heard.seconds).toBeGreaterThan(3);
    expect(heard.seconds).toBeLessThan(20);
    expect(Buffer.from(await speakCaptcha('k7ax3', 'en')).equals(Buffer.from(english))).toBe(true);
    expect(Buffer.from(await speakCaptcha('k7ax4', 'en')).equals(Buffer.from(english))).toBe(false);
    expect(Buffer.from(await speakCaptcha('k7ax3', 'de')).equals(Buffer.from(english))).toBe(false);
    for (const language of ['es', 'fr', 'pt', 'no'] as const)
      expect(soundsOf(await speakCaptcha('k7ax3', language)).sounds).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('leaves no process-wide handlers behind (the synthesiser adds some on each run)', async () => {
    const counts = () => [
      process.listenerCount('uncaughtException'),
      process.listenerCount('unhandledRejection'),
    ];
    const before = counts();
    for (let i = 0; i < 3; i += 1) await speakCaptcha('mnp45', 'en');
    expect(counts()).toEqual(before);
  }, 60_000);
});

describe('GET /captcha/audio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a new captcha as a picture and a recording, replacing the session’s answer; few a minute per address', async () => {
    const anon = await t.anon();
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(anon)));
    const answerHash = async () =>
      (
        await t.database.db.select().from(captchas).where(eq(captchas.anonSessionId, session!.id))
      )[0]?.answerHash;
    const headers = { 'x-forwarded-for': '81.2.69.77' };
    expect((await t.request({ method: 'GET', url: '/api/v1/captcha', anon, headers })).status).toBe(
      200,
    );
    const before = await answerHash();

    const response = await t.request({
      method: 'GET',
      url: '/api/v1/captcha/audio',
      anon,
      headers: { ...headers, 'x-language': 'fr' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(response.body.data.audio).toMatch(/^data:audio\/wav;base64,/);
    const wav = Buffer.from((response.body.data.audio as string).split(',')[1]!, 'base64');
    expect(soundsOf(wav).sounds).toBeGreaterThanOrEqual(5);
    expect(await answerHash()).not.toBe(before);

    expect((await t.request({ method: 'GET', url: '/api/v1/captcha/audio' })).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await t.request({ method: 'GET', url: '/api/v1/captcha/audio', anon, headers })).status,
      );
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  }, 120_000);
});
