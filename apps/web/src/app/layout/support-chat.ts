import { supportChat } from '../../features/support/chat-store';

export { supportChat, useSupportChat } from '../../features/support/chat-store';

/**
 * Drawer entries that are actions rather than pages (the skin menu gives them no path): Live Chat
 * opens the support chat. An entry with neither a path nor an action here is not shown.
 */
export const MENU_ACTIONS: Readonly<Record<string, () => void>> = {
  'live-chat': () => supportChat.open(),
};
