import type { OperatorProfile } from '@orca/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { Notice } from '../components/ui/field';
import { meQuery } from '../lib/me';
import { LoginPage } from '../features/auth/login-page';
import { createQueryClient } from '../lib/query-client';
import { useOperatorSession } from '../lib/session';
import { strings } from '../strings';
import { Layout } from './layout';
import { canOpen, SECTIONS } from './sections';

const queryClient = createQueryClient();

function routerFor(operator: OperatorProfile) {
  const allowed = SECTIONS.filter((section) => canOpen(operator, section));
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout operator={operator} />,
      children: [
        {
          index: true,
          element: allowed[0] ? (
            <Navigate to={`/${allowed[0].path}`} replace />
          ) : (
            <Notice tone="info">{strings.common.forbidden}</Notice>
          ),
        },
        // A section the role lacks is not rendered at all, even at its address. A section owns
        // the addresses under its own (a player's card at /players/42) and routes them itself.
        ...SECTIONS.map((section) => ({
          path: `${section.path}/*`,
          element: allowed.includes(section) ? (
            section.element
          ) : (
            <Notice tone="error">{strings.common.forbidden}</Notice>
          ),
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}

function SignedIn() {
  const me = useQuery(meQuery());
  const router = useMemo(() => (me.data ? routerFor(me.data) : null), [me.data]);
  if (me.isError) return <Notice tone="error">{me.error.message}</Notice>;
  if (!router) return <p className="p-8 text-slate-400">{strings.common.loading}</p>;
  return <RouterProvider router={router} />;
}

function Root() {
  const session = useOperatorSession();
  return session ? <SignedIn /> : <LoginPage />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Root />
    </QueryClientProvider>
  );
}
