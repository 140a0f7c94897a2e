import type { RouteObject } from 'react-router';
import { RequireVisitor } from '../guards';
import { lazyPage } from './lazy-page';

export const authRoutes: RouteObject[] = [
  {
    path: 'register',
    ...lazyPage(async () => {
      const { RegisterPage } = await import('../../features/auth/routes/register');
      return function Register() {
        return (
          <RequireVisitor>
            <RegisterPage />
          </RequireVisitor>
        );
      };
    }, ['auth']),
  },
  {
    path: 'register-token',
    ...lazyPage(
      async () => (await import('../../features/auth/routes/register-token')).RegisterTokenPage,
      ['auth'],
    ),
  },
  {
    path: 'reset-password/:token',
    ...lazyPage(
      async () => (await import('../../features/auth/routes/reset-password')).ResetPasswordPage,
      ['auth'],
    ),
  },
];
