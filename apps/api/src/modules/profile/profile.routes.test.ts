import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, VALID_SIGNUP, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('starts incomplete and lists what is missing', async () => {
    const { sessionid } = await signUp(t, 'Profile01');
    const response = await t.request({ method: 'GET', url: '/api/v1/player', player: sessionid });
    expect(response.body.data).toMatchObject({
      username: 'Profile01',
      birthdate: '17-05-1990',
      kyc_status: 'not_verified',
      countrycode: 'gb',
    });
    expect(response.body.data.missing_information).toEqual([
      'first_name',
      'last_name',
      'address',
      'city',
      'zip_code',
      'mobile',
    ]);
  });

  it('saves each form and becomes complete', async () => {
    const { sessionid } = await signUp(t, 'Profile02');
    const save = (type: string, payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/v1/player/update/${type}`,
        player: sessionid,
        payload,
      });
    expect(
      (
        await save('personal', {
          first_name: 'Ada',
          last_name: 'Lovelace',
          nickname: 'Countess',
          timezone: 'Europe/London',
        })
      ).status,
    ).toBe(200);
    expect(
      (await save('contact', { email: 'profile02@example.com', mobile: '+44 20 7946 0000' }))
        .status,
    ).toBe(200);
    const done = await save('address', {
      address: '12 Dock Road',
      city: 'Bristol',
      zip_code: 'BS1 4XE',
      country: 'GB',
    });
    expect(done.status).toBe(200);
    expect(done.body.data.missing_information).toEqual([]);
    const security = await save('security', {
      security_question: 'First ship?',
      security_answer: 'Beagle',
    });
    expect(security.body.data).toMatchObject({
      security_question: 'First ship?',
      has_security_answer: true,
    });
    expect(JSON.stringify(security.body.data)).not.toContain('Beagle');
  });

  it.each([
    [
      'personal',
      { first_name: 'Al', last_name: 'Smith' },
      'first_name',
      'First name must be 3 to 25 characters long',
    ],
    [
      'personal',
      { first_name: 'Alan', last_name: 'Smith', nickname: 'abc' },
      'nickname',
      'Nickname must be 5 to 20 characters long',
    ],
    [
      'contact',
      { email: 'x@example.com', mobile: 'call me' },
      'mobile',
      'Mobile number is not valid',
    ],
    ['contact', { email: 'x@example.com' }, 'mobile', 'Please enter your mobile number'],
    [
      'address',
      { address: 'x'.repeat(51), city: 'a', zip_code: '1', country: 'GB' },
      'address',
      'Address must be at most 50 characters',
    ],
    [
      'address',
      { address: 'a', city: 'a', zip_code: '1'.repeat(17), country: 'GB' },
      'zip_code',
      'Zip code must be at most 16 characters',
    ],
    [
      'security',
      { security_question: 'q', security_answer: 'x'.repeat(51) },
      'security_answer',
      'Security answer must be at most 50 characters',
    ],
  ])('refuses a bad %s form, naming %s', async (type, payload, field, message) => {
    const { sessionid } = await signUp(
      t,
      `Bad${type.slice(0, 4)}${field.length}${message.length}`.slice(0, 20),
    );
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/player/update/${type}`,
      player: sessionid,
      payload,
    });
    expect(response.status).toBe(400);
    expect(response.body.data.fields).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses an email another player uses', async () => {
    await signUp(t, 'Profile03');
    const { sessionid } = await signUp(t, 'Profile04');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/update/contact',
      player: sessionid,
      payload: {
        email: 'PROFILE03@example.com',
        mobile: '+44 20 7946 0001',
        password: VALID_SIGNUP.password,
      },
    });
    expect(response.body.info.resultCode).toBe('email_exists');
  });

  it('answers an unknown form type with validation_error', async () => {
    const { sessionid } = await signUp(t, 'Profile05');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/player/update/bank',
      player: sessionid,
      payload: {},
    });
    expect(response.status).toBe(400);
    expect(response.body.info.resultCode).toBe('validation_error');
  });

  it('describes each form with a JSON schema', async () => {
    const { sessionid } = await signUp(t, 'Profile06');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/player/schema/address',
      player: sessionid,
    });
    expect(response.body.data.properties.zip_code.maxLength).toBe(16);
  });

  it('reports the previous login as last login data', async () => {
    await signUp(t, 'Profile07');
    const loginFrom = async (ip: string) => {
      const anon = await t.anon();
      const r = await t.request({
        method: 'POST',
        url: '/api/v1/player/login',
        anon,
        payload: { username: 'profile07', password: VALID_SIGNUP.password },
        headers: { 'x-forwarded-for': ip },
      });
      return r.body.data.sessionid as string;
    };
    await loginFrom('81.2.69.142');
    // Oslo: a login from Paris (or any blocked place) is refused with restriction_error.
    const current = await loginFrom('84.208.20.1');
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/player/lastLoggedInData',
      player: current,
    });
    expect(response.body.data).toMatchObject({
      previous_login_ip: '81.2.69.142',
      previous_login_country: 'GB',
    });
    expect(Date.parse(response.body.data.previous_login_at)).toBeLessThanOrEqual(Date.now());
  });
});
