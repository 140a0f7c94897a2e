import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Page } from '../../components/ui/page';
import { ChallengesTab } from './challenges-tab';
import { CostsTab } from './costs-tab';
import { PlayerCpTab } from './player-cp-tab';
import { rewardsStrings } from './strings';
import { VipMembersTab } from './vip-members-tab';

const TABS = [
  { path: 'challenges', label: rewardsStrings.tabs.challenges },
  { path: 'vip', label: rewardsStrings.tabs.vip },
  { path: 'cp', label: rewardsStrings.tabs.cp },
  { path: 'costs', label: rewardsStrings.tabs.costs },
] as const;

/** The Rewards section: each tab has its own address under /rewards, so a link or a reload lands on it. */
export function RewardsSection() {
  return (
    <Page title={rewardsStrings.title} subtitle={rewardsStrings.subtitle}>
      <nav aria-label={rewardsStrings.title} className="-mt-2 flex overflow-x-auto sm:gap-1 border-b border-ink-700">
        {TABS.map((tab) => (
          <NavLink
            key={tab.path}
            to={`/rewards/${tab.path}`}
            className={({ isActive }) =>
              `shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-2 py-2 text-[13px] sm:px-3 sm:text-sm ${isActive ? 'border-accent-400 text-white' : 'border-transparent text-slate-400 hover:text-slate-200'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="challenges" replace />} />
        <Route path="challenges" element={<ChallengesTab />} />
        <Route path="vip" element={<VipMembersTab />} />
        <Route path="cp" element={<PlayerCpTab />} />
        <Route path="costs" element={<CostsTab />} />
        <Route path="*" element={<Navigate to="challenges" replace />} />
      </Routes>
    </Page>
  );
}
