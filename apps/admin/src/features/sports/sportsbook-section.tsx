import { TabbedSection } from '../../components/ui/tabbed-section';
import { BetsTab } from './bets-tab';
import { CapsTab } from './caps-tab';
import { EventsTab } from './events-tab';
import { FeedMappingTab } from './feed-mapping-tab';
import { MarginsTab } from './margins-tab';
import { StakeFactorsTab } from './stake-factors-tab';
import { sportsStrings } from './strings';

/** The Sportsbook section: events and their markets, margins per market type, liability caps, bets, stake factors, feed mapping. */
export function SportsbookSection() {
  return (
    <TabbedSection
      title={sportsStrings.title}
      subtitle={sportsStrings.subtitle}
      basePath="/sportsbook"
      tabs={[
        { path: 'events', label: sportsStrings.tabs.events, element: <EventsTab /> },
        { path: 'margins', label: sportsStrings.tabs.margins, element: <MarginsTab /> },
        { path: 'caps', label: sportsStrings.tabs.caps, element: <CapsTab /> },
        { path: 'bets', label: sportsStrings.tabs.bets, element: <BetsTab /> },
        { path: 'stake-factors', label: sportsStrings.tabs.factors, element: <StakeFactorsTab /> },
        { path: 'mapping', label: sportsStrings.tabs.mapping, element: <FeedMappingTab /> },
      ]}
    />
  );
}
