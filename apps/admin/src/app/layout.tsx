import type { OperatorProfile } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { logOut } from '../features/auth/api';
import { operatorSession } from '../lib/session';
import { strings } from '../strings';
import { SECTIONS } from './sections';

export function Layout({ operator }: { operator: OperatorProfile }) {
  const queryClient = useQueryClient();
  const sections = SECTIONS.filter((section) => operator.permissions.includes(section.permission));
  const handleLogOut = async () => {
    try {
      await logOut();
    } finally {
      operatorSession.clear();
      queryClient.clear();
    }
  };
  return (
    <div className="grid min-h-screen grid-cols-[240px_1fr]">
      <aside className="flex flex-col gap-6 border-r border-ink-800 bg-ink-900 p-5">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
          {strings.appName}
        </p>
        <nav aria-label={strings.appName} className="flex flex-col gap-1">
          {sections.map((section) => (
            <NavLink
              key={section.path}
              to={`/${section.path}`}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-ink-700 text-white' : 'text-slate-300 hover:bg-ink-800'}`
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2 text-sm text-slate-400">
          <span>{strings.nav.signedInAs(operator.username, operator.role)}</span>
          <Button variant="secondary" onClick={() => void handleLogOut()}>
            {strings.nav.logOut}
          </Button>
        </div>
      </aside>
      <main className="min-w-0 p-8">
        <Outlet />
      </main>
    </div>
  );
}
