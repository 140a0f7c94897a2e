import { TabbedSection } from '../../components/ui/tabbed-section';
import { ChallengesTab } from './challenges-tab';
import { CostsTab } from './costs-tab';
import { PlayerCpTab } from './player-cp-tab';
import { rewardsStrings } from './strings';
import { VipMembersTab } from './vip-members-tab';

/** The Rewards section: challenges, the VIP club and its hosts, players' CP, and what rewards cost. */
export function RewardsSection() {
  return (
    <TabbedSection
      title={rewardsStrings.title}
      subtitle={rewardsStrings.subtitle}
      basePath="/rewards"
      tabs={[
        { path: 'challenges', label: rewardsStrings.tabs.challenges, element: <ChallengesTab /> },
        { path: 'vip', label: rewardsStrings.tabs.vip, element: <VipMembersTab /> },
        { path: 'cp', label: rewardsStrings.tabs.cp, element: <PlayerCpTab /> },
        { path: 'costs', label: rewardsStrings.tabs.costs, element: <CostsTab /> },
      ]}
    />
  );
}
