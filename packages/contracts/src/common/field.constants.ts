/** Field limits shared by the sign-up, log-in and profile forms and the API that checks them. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const LOGIN_USERNAME_MIN = 4;
export const SIGNUP_USERNAME_MIN = 6;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN_STRONG = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN_LEGACY = 6;
export const CAPTCHA_LENGTH = 5;
export const EMAIL_MAX = 254;
export const MINIMUM_AGE_YEARS = 18;
