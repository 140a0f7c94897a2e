/**
 * The Sportsbook section's name in the menu: on its own, so the menu (loaded with the back office's first
 * page) does not carry the section's other words, which load with the section.
 */
export const SPORTSBOOK_NAV = 'Sportsbook';
