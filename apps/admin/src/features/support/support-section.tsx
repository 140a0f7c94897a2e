import { TabbedSection } from '../../components/ui/tabbed-section';
import { ChatsTab } from './chats-tab';
import { ContactMessagesTab } from './contact-messages-tab';
import { supportStrings } from './strings';

/** The Support section: contact messages answered by email, and live chats. */
export function SupportSection() {
  return (
    <TabbedSection
      title={supportStrings.title}
      subtitle={supportStrings.subtitle}
      basePath="/support"
      tabs={[
        { path: 'contact', label: supportStrings.tabs.contact, element: <ContactMessagesTab /> },
        { path: 'chats', label: supportStrings.tabs.chats, element: <ChatsTab /> },
      ]}
    />
  );
}
