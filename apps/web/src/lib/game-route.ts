/** A game page (/play/… or /mobile/play/…): the game fills it, and the site keeps out of its way. */
export const isGamePath = (pathname: string): boolean => /^\/(mobile\/)?play\//.test(pathname);
