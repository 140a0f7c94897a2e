import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Page } from '../../components/ui/page';
import { CampaignsTab } from './campaigns-tab';
import { BonusCostsTab } from './costs-tab';
import { PlayerBonusesTab } from './player-bonuses-tab';
import { bonusStrings } from './strings';

const TABS = [
  { path: 'campaigns', label: bonusStrings.tabs.campaigns },
  { path: 'players', label: bonusStrings.tabs.grant },
  { path: 'costs', label: bonusStrings.tabs.costs },
] as const;

/** The Bonuses section: each tab has its own address under /bonuses, so a link or a reload lands on it. */
export function BonusSection() {
  return (
    <Page title={bonusStrings.title} subtitle={bonusStrings.subtitle}>
      <nav aria-label={bonusStrings.title} className="-mt-2 flex overflow-x-auto border-b border-ink-700 sm:gap-1">
        {TABS.map((tab) => (
          <NavLink
            key={tab.path}
            to={`/bonuses/${tab.path}`}
            className={({ isActive }) =>
              `shrink-0 whitespace-nowrap rounded-t-lg border-b-2 px-2 py-2 text-[13px] sm:px-3 sm:text-sm ${isActive ? 'border-accent-400 text-white' : 'border-transparent text-slate-400 hover:text-slate-200'}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<Navigate to="campaigns" replace />} />
        <Route path="campaigns" element={<CampaignsTab />} />
        <Route path="players" element={<PlayerBonusesTab />} />
        <Route path="costs" element={<BonusCostsTab />} />
        <Route path="*" element={<Navigate to="campaigns" replace />} />
      </Routes>
    </Page>
  );
}
