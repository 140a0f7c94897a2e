import { TabbedSection } from '../../components/ui/tabbed-section';
import { NetworkPromotionsTab } from './network-tab';
import { CreateRaceTab, RacesTab } from './races-tab';
import { tournamentsStrings } from './strings';

/** The Tournaments section: slot races (list, leaderboards, payouts), a new race, network promotions. */
export function TournamentsSection() {
  return (
    <TabbedSection
      title={tournamentsStrings.title}
      subtitle={tournamentsStrings.subtitle}
      basePath="/tournaments"
      tabs={[
        { path: 'races', label: tournamentsStrings.tabs.races, element: <RacesTab /> },
        { path: 'new', label: tournamentsStrings.tabs.create, element: <CreateRaceTab /> },
        {
          path: 'network',
          label: tournamentsStrings.tabs.network,
          element: <NetworkPromotionsTab />,
        },
      ]}
    />
  );
}
