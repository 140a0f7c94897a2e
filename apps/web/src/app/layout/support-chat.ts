/**
 * Where "Live Chat" (drawer) and "Chat" (mobile footer) lead. The in-house chat widget arrives
 * with the support domain; until it does, both open the contact page rather than doing nothing.
 */
export const SUPPORT_CHAT_PATH = '/info/contact-us';

/**
 * Drawer entries that are actions rather than pages (the skin menu gives them no path), mapped
 * to where they lead today. An entry with neither a path nor an action here is not shown.
 */
export const MENU_ACTION_PATHS: Readonly<Record<string, string>> = { 'live-chat': SUPPORT_CHAT_PATH };
