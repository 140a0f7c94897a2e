import type { FrameLocator, Page } from 'playwright-core';

/** The crash controls as the page shows them (buttons, alerts, status lines, in its frames too), for a failure's message. */
export async function crashControlsText(page: Page): Promise<string> {
  const texts = await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(() =>
          Array.from(document.querySelectorAll('button, [role="alert"], [role="status"]'))
            .map((element) => {
              const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80);
              const disabled = element instanceof HTMLButtonElement && element.disabled;
              return text ? `${text}${disabled ? ' (disabled)' : ''}` : '';
            })
            .filter((text) => text !== '')
            .join(' | '),
        )
        .catch((error: unknown) => `(a frame could not be read: ${String(error)})`),
    ),
  );
  return texts.filter((text) => text !== '').join(' || ');
}

/**
 * Waits for a crash round's betting window (rounds are shared: a flight can last two minutes). On a
 * loaded machine a page has been seen to show no betting window round after round until reloaded, so
 * after 45 s it loads the page again, as a player would; what each try showed goes into the error.
 * `frame` finds the game where the casino's page holds it in a frame.
 */
export async function waitForCrashBetting(
  page: Page,
  options: { frame?: () => FrameLocator; tries?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  const tries = options.tries ?? 4;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const scope = options.frame?.() ?? page;
    const placeBet = scope
      .getByRole('button', { name: 'Place bet' })
      .and(scope.locator(':enabled'));
    const isOpen = await placeBet
      .waitFor({ timeout: 45_000 })
      .then(() => true)
      .catch(() => false);
    if (isOpen) return;
    seen.push(`try ${attempt}: ${await crashControlsText(page)}`);
    await page.reload();
  }
  throw new Error(`no crash betting window opened:\n${seen.join('\n')}`);
}
