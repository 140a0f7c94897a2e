import type {
  CaptchaAudioResponse,
  ForgottenPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@orca/contracts';
import { api, callApi } from '../../../lib/api-client';

export const getCaptcha = () => api<{ image: string; expiresAt: string }>('GET', '/captcha');
/** A fresh captcha whose characters are also spoken: the picture it brings replaces the one shown. */
export const getCaptchaAudio = () => api<CaptchaAudioResponse>('GET', '/captcha/audio');
export const login = (body: LoginRequest) =>
  api<LoginResponse>('POST', '/player/login', { ...body, terms: true });
export const register = (body: RegisterRequest) =>
  api<{ sessionid: string }>('POST', '/register/long', body);
export const validateField = (field: string, value: string) =>
  api('POST', '/validateField', { field, value });
export const forgotPassword = (body: ForgottenPasswordRequest) =>
  callApi<null>('POST', '/player/forgottenpass', body);
export const completeRegistration = (token: string) =>
  callApi<null>('POST', '/register/complete/token', { token });
export const getResetSchema = (token: string) =>
  api<{ tokenValid: boolean | null }>(
    'GET',
    `/player/resetPassword/schema?token=${encodeURIComponent(token)}`,
  );
export const resetPassword = (body: ResetPasswordRequest) =>
  api('POST', '/player/resetPassword', body);
export const googleSignIn = (body: Record<string, unknown>) =>
  api<{ sessionid: string }>('POST', '/instantRegLogin/google', body);
