import { TabbedSection } from '../../components/ui/tabbed-section';
import { EntriesTab } from './entries-tab';
import { LogosTab } from './logos-tab';
import { MenuTab } from './menu-tab';
import { contentStrings } from './strings';

/** The Content section: news, info pages and banners written per language, the drawer menu and the logos. */
export function ContentSection() {
  return (
    <TabbedSection
      title={contentStrings.title}
      subtitle={contentStrings.subtitle}
      basePath="/content"
      tabs={[
        {
          path: 'news',
          label: contentStrings.tabs.news,
          element: <EntriesTab key="news" kind="news" />,
        },
        {
          path: 'pages',
          label: contentStrings.tabs.pages,
          element: <EntriesTab key="page" kind="page" />,
        },
        {
          path: 'banners',
          label: contentStrings.tabs.banners,
          element: <EntriesTab key="banner" kind="banner" />,
        },
        { path: 'menu', label: contentStrings.tabs.menu, element: <MenuTab /> },
        { path: 'logos', label: contentStrings.tabs.logos, element: <LogosTab /> },
      ]}
    />
  );
}
