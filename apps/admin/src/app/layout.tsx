import type { OperatorProfile } from '@orca/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { logOut } from '../features/auth/api';
import { operatorSession } from '../lib/session';
import { strings } from '../strings';
import { appStrings } from './strings';
import { canOpen, SECTIONS } from './sections';

export function Layout({ operator }: { operator: OperatorProfile }) {
  const queryClient = useQueryClient();
  const sections = SECTIONS.filter((section) => canOpen(operator, section));
  const handleLogOut = async () => {
    try {
      await logOut();
    } finally {
      operatorSession.clear();
      queryClient.clear();
    }
  };
  // On a phone the seventeen links would fill half the screen before any content: a menu button
  // shows them on demand, and following one closes the menu again. From md up they are always shown.
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  return (
    <div className="grid min-h-screen grid-cols-1 grid-rows-[auto_1fr] md:grid-cols-[240px_1fr] md:grid-rows-1">
      <aside className="flex flex-col gap-3 border-b border-ink-800 bg-ink-900 p-4 md:gap-6 md:border-b-0 md:border-r md:p-5">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">
            {strings.appName}
          </p>
          <Button
            variant="secondary"
            className="md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="back-office-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? appStrings.closeMenu : appStrings.menu}
          </Button>
        </div>
        <div
          id="back-office-menu"
          className={`${isMenuOpen ? 'flex' : 'hidden'} flex-col gap-3 md:flex md:flex-1 md:gap-6`}
        >
          <nav aria-label={strings.appName} className="flex flex-col gap-1">
            {sections.map((section) => (
              <NavLink
                key={section.path}
                to={`/${section.path}`}
                onClick={() => setIsMenuOpen(false)}
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-ink-700 text-white' : 'text-slate-300 hover:bg-ink-800'}`
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex flex-row items-center justify-between gap-2 text-sm text-slate-400 md:mt-auto md:flex-col md:items-stretch">
            <span>{appStrings.signedInAs(operator.username, operator.role)}</span>
            <Button variant="secondary" onClick={() => void handleLogOut()}>
              {appStrings.logOut}
            </Button>
          </div>
        </div>
      </aside>
      <main className="min-w-0 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
