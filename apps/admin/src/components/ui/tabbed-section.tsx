import type { ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Page } from './page';

export interface SectionTab {
  /** The tab's address under the section's own (`/<section>/<path>`). */
  path: string;
  label: string;
  element: ReactNode;
}

/**
 * A section whose tabs each have their own address under `basePath`, so a link or a reload lands
 * on the tab; the bare section and unknown addresses open the first.
 */
export function TabbedSection({
  title,
  subtitle,
  basePath,
  tabs,
}: {
  title: string;
  subtitle: string;
  basePath: string;
  tabs: readonly [SectionTab, ...SectionTab[]];
}) {
  const first = tabs[0].path;
  return (
    <Page title={title} subtitle={subtitle}>
      <nav
        aria-label={title}
        className="-mt-2 flex overflow-x-auto border-b border-ink-700 sm:gap-1"
      >
        {tabs.map((tab) => (
          <NavLink
            key={tab.path}
            to={`${basePath}/${tab.path}`}
            className={({ isActive }) =>
              `shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-2 py-2 text-[13px] sm:px-3 sm:text-sm ${isActive ? 'border-accent-400 text-white' : 'border-transparent text-slate-400 hover:text-slate-200'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to={first} replace />} />
        {tabs.map((tab) => (
          <Route key={tab.path} path={tab.path} element={tab.element} />
        ))}
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </Page>
  );
}
