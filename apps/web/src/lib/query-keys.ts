/** Whose view of the catalogue a list is: visitors see bet limits in EUR, players in their currency. */
export type Viewer = 'player' | 'visitor';

const PLAYER = ['player'] as const;
const GAMES = ['games'] as const;

/**
 * Every query key of the web app, in one place. A feature reads and invalidates server state
 * through these, never through an array it spells itself, so a mutation in one feature can make
 * another feature's data stale without importing it (features do not import each other), and two
 * screens showing the same data share one request and one cache entry.
 *
 * Everything that belongs to the logged-in player sits under `player.all`: logging out or an
 * expired session removes it with one call.
 */
export const queryKeys = {
  player: {
    all: PLAYER,
    profile: [...PLAYER, 'profile'] as const,
    lastLogin: [...PLAYER, 'lastLogin'] as const,
    balance: [...PLAYER, 'balance'] as const,
    transactions: [...PLAYER, 'transactions'] as const,
    transactionList: (query: object) => [...PLAYER, 'transactions', query] as const,
    pendingWithdrawals: [...PLAYER, 'pendingWithdrawals'] as const,
    payment: (paymentId: string | null) => [...PLAYER, 'payment', paymentId] as const,
    depositLimit: [...PLAYER, 'limits', 'deposit'] as const,
    /** Weekly and monthly deposit limits, loss limits, the reality check's interval and the time-out. */
    playerLimits: [...PLAYER, 'limits', 'all'] as const,
    realityCheck: [...PLAYER, 'limits', 'realityCheck'] as const,
    documents: [...PLAYER, 'documents'] as const,
    documentsForm: [...PLAYER, 'documents', 'form'] as const,
    favorites: [...PLAYER, 'favorites'] as const,
    favoriteIds: [...PLAYER, 'favorites', 'ids'] as const,
    favoriteGames: [...PLAYER, 'favorites', 'games'] as const,
    gameRounds: [...PLAYER, 'gameRounds'] as const,
    gameRoundList: (query: object) => [...PLAYER, 'gameRounds', 'list', query] as const,
    gameRound: (roundId: string | null) => [...PLAYER, 'gameRounds', 'detail', roundId] as const,
    fairSeeds: [...PLAYER, 'fair', 'seeds'] as const,
    messages: [...PLAYER, 'messages'] as const,
    /** Everything the rewards views show (CP, level, cashback, level rewards): one push refreshes it all. */
    rewards: [...PLAYER, 'rewards'] as const,
    vipLevel: [...PLAYER, 'rewards', 'vipLevel'] as const,
    cashback: [...PLAYER, 'rewards', 'cashback'] as const,
    levelRewards: [...PLAYER, 'rewards', 'levelRewards'] as const,
    /** The player's bonuses, their history and the game page's play state: a `player.bonus` push refreshes them all. */
    bonuses: [...PLAYER, 'bonuses'] as const,
    bonusHistory: [...PLAYER, 'bonuses', 'history'] as const,
    bonusPlayState: [...PLAYER, 'bonuses', 'playState'] as const,
    /** The player's sports bets: a `player.sports_bet` push refreshes every list and bet. */
    sportsBets: [...PLAYER, 'sportsBets'] as const,
    sportsBetList: (status: string) => [...PLAYER, 'sportsBets', 'list', status] as const,
    /** The player's free bets and boosts: under sportsBets, so a placed or settled bet refreshes them too. */
    sportsPromos: [...PLAYER, 'sportsBets', 'promos'] as const,
  },
  bonus: {
    depositOffers: (viewer: Viewer) => ['bonus', 'depositOffers', viewer] as const,
    offer: (viewer: Viewer, kind: 'deposit' | 'free_spins', url: string) =>
      ['bonus', 'offer', viewer, kind, url] as const,
  },
  /** Operator-written content: its text is in the language asked for, so each language is its own entry. */
  content: {
    newsList: (language: string, limit: number, offset: number) =>
      ['content', language, 'news', limit, offset] as const,
    article: (language: string, url: string) => ['content', language, 'article', url] as const,
    infoPages: (language: string) => ['content', language, 'info'] as const,
    infoPage: (language: string, url: string) => ['content', language, 'info', url] as const,
    banners: (language: string) => ['content', language, 'banners'] as const,
    promotions: (viewer: Viewer, language: string) =>
      ['content', language, 'promotions', viewer] as const,
  },
  rewards: {
    vipTable: ['rewards', 'vipTable'] as const,
    vipTiers: ['rewards', 'vipTiers'] as const,
    challenges: (viewer: Viewer) => ['rewards', 'challenges', viewer] as const,
  },
  /** Texts come in the language asked for and prizes in the viewer's currency: an entry per both. */
  tournaments: {
    all: ['tournaments'] as const,
    list: (viewer: Viewer, language: string, type: string) =>
      ['tournaments', 'list', type, viewer, language] as const,
    /** Every cached view of one tournament, for the live feed to update them all. */
    detailAll: (url: string) => ['tournaments', 'detail', url] as const,
    detail: (viewer: Viewer, language: string, url: string) =>
      ['tournaments', 'detail', url, viewer, language] as const,
  },
  games: {
    all: GAMES,
    game: (viewer: Viewer, gameId: string | null) => [...GAMES, viewer, 'game', gameId] as const,
    mostPlayed: (viewer: Viewer, section: string, limit: number) =>
      [...GAMES, viewer, 'mostPlayed', section, limit] as const,
    filter: (viewer: Viewer, filter: object) => [...GAMES, viewer, 'filter', filter] as const,
    search: (viewer: Viewer, title: string) => [...GAMES, viewer, 'search', title] as const,
    overview: [...GAMES, 'overview'] as const,
    latestWinners: [...GAMES, 'casinoLatestData'] as const,
    verifierSlotTitles: [...GAMES, 'verifierSlotTitles'] as const,
    liveTables: (currency: string) => [...GAMES, 'liveTables', currency] as const,
  },
  /** The sportsbook's public catalogue: a `sports.event` push refreshes the lists and the event it names. */
  sports: {
    all: ['sports'] as const,
    events: ['sports', 'events'] as const,
    eventList: (query: object) => ['sports', 'events', query] as const,
    event: (eventId: string) => ['sports', 'event', eventId] as const,
  },
  play: {
    launch: (gameId: string, options: { mode: string; isMobile: boolean; isLoggedIn: boolean }) =>
      ['play', 'launch', gameId, options.mode, options.isMobile, options.isLoggedIn] as const,
    verification: (query: string) => ['fair', 'verify', query] as const,
  },
  gameClient: {
    session: (launchToken: string | null) => ['game-client', 'session', launchToken] as const,
    crashChain: (roundId: string | null) => ['game-client', 'crash-chain', roundId] as const,
    openRound: (sessionToken: string) => ['game-client', 'open-round', sessionToken] as const,
  },
  cashier: {
    depositMethods: ['cashier', 'methods'] as const,
    withdrawalMethods: ['cashier', 'withdrawMethods'] as const,
    acceptedMethods: ['cashier', 'methods', 'accepted'] as const,
    withdrawalDetails: (token: string) => ['withdrawalDetails', token] as const,
  },
  auth: {
    captcha: (refreshKey: number) => ['captcha', refreshKey] as const,
    resetToken: (token: string) => ['reset-token', token] as const,
    registerToken: (token: string) => ['register-token', token] as const,
  },
  site: {
    skinConfig: ['skinConfig'] as const,
    skinMenu: (isLoggedIn: boolean) => ['skinMenu', isLoggedIn] as const,
    logo: ['logo', 'main', 'dark'] as const,
    mailbox: (to: string) => ['mailbox', to] as const,
  },
};
