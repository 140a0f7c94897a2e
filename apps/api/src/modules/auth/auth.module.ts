import type { AppModule } from '../../platform/module.ts';
import { authRoutes } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { CaptchaService } from './captcha.service.ts';

export function authModule(deps: { auth: AuthService; captcha: CaptchaService }): AppModule {
  return { name: 'auth', api: (api) => api.register(authRoutes, deps) };
}
