import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, failLogInsUntilCaptcha, launch, screenshotBoth, visitor } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('captcha', () => {
  it('shows a large picture, another one on request, and reads the characters aloud', async () => {
    const { context, page } = await visitor(browser);
    await page.goto(baseUrl());
    const dialog = await failLogInsUntilCaptcha(page);
    const picture = dialog.getByRole('img', { name: /Captcha picture/ });
    await picture.waitFor();
    await expect
      .poll(async () => (await picture.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(250);
    const first = await picture.getAttribute('src');

    // Another picture.
    await dialog.getByRole('button', { name: 'Show another picture' }).click();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(first);
    const second = await picture.getAttribute('src');

    // The recording: a player that plays several seconds of speech, with a new picture of the same characters.
    await dialog.getByRole('button', { name: 'Listen to the characters' }).click();
    const player = dialog.getByLabel('Spoken captcha: type the characters you hear');
    await player.waitFor();
    expect(await player.getAttribute('src')).toMatch(/^data:audio\/wav;base64,/);
    await expect.poll(() => picture.getAttribute('src')).not.toBe(second);
    // How long the browser says the recording is, once it has read the file's header.
    await expect
      .poll(() => player.evaluate((element) => (element as HTMLAudioElement).duration || 0), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    const seconds = await player.evaluate((element) => (element as HTMLAudioElement).duration);
    expect(seconds).toBeGreaterThan(3);
    await screenshotBoth(page, 'captcha-audio');

    // A new picture drops the recording of the old one.
    await dialog.getByRole('button', { name: 'Show another picture' }).click();
    await expect.poll(() => player.count()).toBe(0);
    await context.close();
  });
});
