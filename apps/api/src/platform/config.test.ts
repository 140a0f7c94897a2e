import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_API_KEY, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with documented defaults and demo mode', () => {
    const config = loadConfig({ INIT_CWD: '/srv/orca' });
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: '/srv/orca/.data', API_KEY: DEMO_API_KEY, SESSION_IDLE_MINUTES: 30, TRUST_PROXY: false, KYC_THRESHOLD_EUR: 2000, PLAY_RATE_LIMIT_PER_MINUTE: 600, isDemo: true, publicUrl: 'http://localhost:3000' });
    expect(config.BLOCKED_COUNTRIES).toEqual(['US', 'AU', 'AW', 'BQ', 'CW', 'NL', 'CN', 'MF', 'SX']);
    expect(config.BLOCKED_CITIES).toEqual(['Paris']);
  });

  it('names every bad value in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', SESSION_IDLE_MINUTES: '0', TRUST_PROXY: 'maybe', KYC_THRESHOLD_EUR: 'lots', PLAY_RATE_LIMIT_PER_MINUTE: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SESSION_IDLE_MINUTES', 'TRUST_PROXY', 'KYC_THRESHOLD_EUR', 'PLAY_RATE_LIMIT_PER_MINUTE']) expect(message).toContain(name);
  });

  it('reads lists and leaves demo mode when SMTP is configured', () => {
    const config = loadConfig({ BLOCKED_COUNTRIES: 'de, at', BLOCKED_CITIES: '', SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://casino.example.com/' });
    expect(config.BLOCKED_COUNTRIES).toEqual(['DE', 'AT']);
    expect(config.BLOCKED_CITIES).toEqual([]);
    expect(config.isDemo).toBe(false);
    expect(config.publicUrl).toBe('https://casino.example.com');
  });

  it('keeps an absolute data folder as given', () => {
    expect(loadConfig({ INIT_CWD: '/srv/orca', DATA_DIR: '/var/lib/orca' }).DATA_DIR).toBe('/var/lib/orca');
  });
});
