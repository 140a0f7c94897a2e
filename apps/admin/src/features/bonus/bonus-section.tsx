import { TabbedSection } from '../../components/ui/tabbed-section';
import { CampaignsTab } from './campaigns-tab';
import { BonusCostsTab } from './costs-tab';
import { PlayerBonusesTab } from './player-bonuses-tab';
import { bonusStrings } from './strings';

/** The Bonuses section: campaigns, players' bonuses and grants, and what bonuses cost. */
export function BonusSection() {
  return (
    <TabbedSection
      title={bonusStrings.title}
      subtitle={bonusStrings.subtitle}
      basePath="/bonuses"
      tabs={[
        { path: 'campaigns', label: bonusStrings.tabs.campaigns, element: <CampaignsTab /> },
        { path: 'players', label: bonusStrings.tabs.grant, element: <PlayerBonusesTab /> },
        { path: 'costs', label: bonusStrings.tabs.costs, element: <BonusCostsTab /> },
      ]}
    />
  );
}
