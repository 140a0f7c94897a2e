import { describe, expect, it, vi } from 'vitest';
import { TURNSTILE_DEFAULT_SITE_KEY, turnstileSiteKey } from './turnstile';

describe("the skin's turnstileCaptcha", () => {
  it('keeps the image captcha while Turnstile is off', () => {
    const logError = vi.fn();
    expect(turnstileSiteKey({ enabled: false, siteKey: '0x4AAAAAAA' }, logError)).toBeNull();
    expect(logError).not.toHaveBeenCalled();
  });

  it("uses the skin's site key when Turnstile is on", () => {
    const logError = vi.fn();
    expect(turnstileSiteKey({ enabled: true, siteKey: ' 0x4AAAAAAAoperatorKey ' }, logError)).toBe(
      '0x4AAAAAAAoperatorKey',
    );
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs an error and keeps the default key when the skin gives none (spec section 7)', () => {
    const logError = vi.fn();
    expect(turnstileSiteKey({ enabled: true, siteKey: '' }, logError)).toBe(
      TURNSTILE_DEFAULT_SITE_KEY,
    );
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError.mock.calls[0]?.[0]).toContain('turnstileCaptcha.siteKey');
  });
});
