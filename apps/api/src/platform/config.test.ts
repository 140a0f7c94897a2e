import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_API_KEY, DEMO_OPERATOR_SECRET_KEY, loadConfig } from './config.ts';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

const PRODUCTION = {
  NODE_ENV: 'production',
  API_KEY: 'skin-public-key-2026',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://casino.example.com',
  DATABASE_URL: 'postgres://orca@db.example.com/orca',
  OPERATOR_SECRET_KEY: '7f1c0e5b9a3d4c2e8b6a1f0d9c8e7b6a5f4e3d2c1b0a99887766554433221100',
};

describe('loadConfig', () => {
  it('starts with documented defaults and demo mode on the loopback address', () => {
    const config = loadConfig({ INIT_CWD: '/srv/orca' });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/orca/.data',
      API_KEY: DEMO_API_KEY,
      SESSION_IDLE_MINUTES: 30,
      TRUST_PROXY: false,
      KYC_THRESHOLD_EUR: 2000,
      PLAY_RATE_LIMIT_PER_MINUTE: 600,
      mode: 'demo',
      isDemo: true,
      DEMO_SEED: true,
      hasSandboxPayments: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.BLOCKED_COUNTRIES).toEqual([
      'US',
      'AU',
      'AW',
      'BQ',
      'CW',
      'NL',
      'CN',
      'MF',
      'SX',
    ]);
    expect(config.BLOCKED_CITIES).toEqual(['Paris']);
  });

  it('names every bad value in one error', () => {
    const message = refusal({
      PORT: 'eighty',
      DATABASE_URL: 'not a url',
      SESSION_IDLE_MINUTES: '0',
      TRUST_PROXY: 'maybe',
      KYC_THRESHOLD_EUR: 'lots',
      PLAY_RATE_LIMIT_PER_MINUTE: '0',
    });
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SESSION_IDLE_MINUTES',
      'TRUST_PROXY',
      'KYC_THRESHOLD_EUR',
      'PLAY_RATE_LIMIT_PER_MINUTE',
    ])
      expect(message).toContain(name);
  });

  it('reads lists, and SMTP alone does not leave demo mode', () => {
    const config = loadConfig({
      BLOCKED_COUNTRIES: 'de, at',
      BLOCKED_CITIES: '',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://casino.example.com/',
    });
    expect(config.BLOCKED_COUNTRIES).toEqual(['DE', 'AT']);
    expect(config.BLOCKED_CITIES).toEqual([]);
    expect(config.isDemo).toBe(true);
    expect(config.publicUrl).toBe('https://casino.example.com');
  });

  it('refuses half a licence or helpline line for the footer', () => {
    expect(() =>
      loadConfig({ LICENCE_OPERATOR: 'Harbour Gaming B.V.', LICENCE_NUMBER: 'OGL/1' }),
    ).toThrow(/LICENCE_OPERATOR, LICENCE_REGULATOR and LICENCE_NUMBER: set all of them or none/);
    expect(() => loadConfig({ HELPLINE_PHONE: '0800 1234' })).toThrow(
      /HELPLINE_NAME and HELPLINE_PHONE/,
    );
    expect(
      loadConfig({ HELPLINE_NAME: 'Gambling Help', HELPLINE_PHONE: '0800 1234' }).HELPLINE_NAME,
    ).toBe('Gambling Help');
  });

  it('keeps an absolute data folder as given', () => {
    expect(loadConfig({ INIT_CWD: '/srv/orca', DATA_DIR: '/var/lib/orca' }).DATA_DIR).toBe(
      '/var/lib/orca',
    );
  });

  it('refuses a PostgreSQL database without a stated mode, and runs the demo on it when asked to', () => {
    expect(refusal({ DATABASE_URL: 'postgres://orca@db.example.com/orca' })).toContain(
      'NODE_ENV=production',
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://orca@db.example.com/orca', ORCA_MODE: 'demo' }).isDemo,
    ).toBe(true);
    expect(refusal({ NODE_ENV: 'production', ORCA_MODE: 'demo' })).toContain('ORCA_MODE');
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never as "every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(refusal({ TRUST_PROXY: 'true' })).toContain('every hop');
    expect(refusal({ TRUST_PROXY: '10.0.0.0/33' })).toContain('TRUST_PROXY');
  });
});

describe('production mode', () => {
  it('starts with real secrets: no demo data, no sandbox, all interfaces', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      mode: 'production',
      isDemo: false,
      DEMO_SEED: false,
      hasSandboxPayments: false,
      HOST: '0.0.0.0',
    });
  });

  it('refuses to start without the settings production needs, naming each', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const name of ['API_KEY', 'SMTP_URL', 'PUBLIC_URL', 'OPERATOR_SECRET_KEY'])
      expect(message).toContain(`${name}:`);
  });

  it("refuses the published demo key for operators' secrets, written as base64 or as hex", () => {
    expect(refusal({ ...PRODUCTION, OPERATOR_SECRET_KEY: DEMO_OPERATOR_SECRET_KEY })).toContain(
      'OPERATOR_SECRET_KEY: is the published demo key',
    );
    const demoHex = Buffer.from(DEMO_OPERATOR_SECRET_KEY, 'base64').toString('hex');
    expect(refusal({ ...PRODUCTION, OPERATOR_SECRET_KEY: demoHex })).toContain(
      'OPERATOR_SECRET_KEY: is the published demo key',
    );
  });

  it("reads the operators' key as 32 bytes of hex or base64, and refuses any other length", () => {
    const key = Buffer.alloc(32, 0xa5);
    expect(
      loadConfig({
        ...PRODUCTION,
        OPERATOR_SECRET_KEY: key.toString('hex'),
      }).OPERATOR_SECRET_KEY.equals(key),
    ).toBe(true);
    expect(
      loadConfig({
        ...PRODUCTION,
        OPERATOR_SECRET_KEY: key.toString('base64'),
      }).OPERATOR_SECRET_KEY.equals(key),
    ).toBe(true);
    expect(
      loadConfig({
        ...PRODUCTION,
        OPERATOR_SECRET_KEY: key.toString('base64url'),
      }).OPERATOR_SECRET_KEY.equals(key),
    ).toBe(true);
    expect(
      refusal({ ...PRODUCTION, OPERATOR_SECRET_KEY: Buffer.alloc(16, 1).toString('base64') }),
    ).toContain('OPERATOR_SECRET_KEY must be 32 bytes');
    expect(
      refusal({ ...PRODUCTION, OPERATOR_SECRET_KEY: 'correct horse battery staple' }),
    ).toContain('OPERATOR_SECRET_KEY must be 32 bytes');
  });

  it('refuses the published demo secrets, naming each', () => {
    const message = refusal({
      ...PRODUCTION,
      SANDBOX_PAYMENTS: '1',
      SANDBOX_WEBHOOK_SECRET: 'orca-sandbox-webhook-secret-demo',
      REFERENCE_PROVIDER_URL: 'https://games.example.com',
      REFERENCE_PROVIDER_SECRET: 'orca-reef-wallet-secret-demo',
    });
    expect(message).toContain('SANDBOX_WEBHOOK_SECRET: is the published demo secret');
    expect(message).toContain('REFERENCE_PROVIDER_SECRET: is the published demo secret');
  });

  it('needs the secret of each provider it is given, and https for a game provider', () => {
    const message = refusal({
      ...PRODUCTION,
      SANDBOX_PAYMENTS: 'true',
      REFERENCE_PROVIDER_URL: 'http://games.example.com',
    });
    expect(message).toContain('SANDBOX_WEBHOOK_SECRET: must be set');
    expect(message).toContain('REFERENCE_PROVIDER_SECRET: must be set');
    expect(message).toContain('REFERENCE_PROVIDER_URL: must be https');
  });

  it('never seeds the demo player and operator', () => {
    expect(refusal({ ...PRODUCTION, DEMO_SEED: 'true' })).toContain('DEMO_SEED');
  });

  it('enables the sandbox on a staging site only when asked', () => {
    const config = loadConfig({
      ...PRODUCTION,
      SANDBOX_PAYMENTS: '1',
      SANDBOX_WEBHOOK_SECRET: 'a-staging-secret-of-our-own',
    });
    expect(config.hasSandboxPayments).toBe(true);
    expect(config.isDemo).toBe(false);
  });
});
