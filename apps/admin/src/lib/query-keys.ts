import type { ContentKind } from '@orca/contracts';

/**
 * Every query key of the back office, in one place. A section reads and invalidates server state
 * through these, never through an array it spells itself, so screens share one cache entry per
 * request and a change in one section can make another's data stale without importing it
 * (sections do not import each other). A key that starts with another invalidates with it.
 */
export const queryKeys = {
  me: ['me'] as const,
  withdrawals: (status: string) => ['withdrawals', status] as const,
  withdrawalsAll: ['withdrawals'] as const,
  documents: (status: string) => ['documents', status] as const,
  documentsAll: ['documents'] as const,
  documentFile: (id: string) => ['documents', 'file', id] as const,
  audit: (filters: Record<string, string>) => ['audit', filters] as const,
  operators: ['operators'] as const,
  games: ['games'] as const,
  platformStatus: ['platform-status'] as const,
  security: ['me', 'security'] as const,
  /** The search, every card and every card's tabs. */
  playersAll: ['players'] as const,
  playerSearch: (text: string, page: number) => ['players', 'search', text, page] as const,
  /** The card and its tabs. */
  player: (id: string) => ['players', id] as const,
  playerTab: (id: string, tab: string, page: number) => ['players', id, tab, page] as const,
  adjustments: (status: string) => ['adjustments', status] as const,
  adjustmentsAll: ['adjustments'] as const,
  adjustmentPolicy: ['adjustments', 'policy'] as const,
  dashboard: ['dashboard'] as const,
  ggrReport: (filters: Record<string, string>) => ['reports', 'ggr', filters] as const,
  deposits: (filters: Record<string, string | number>) => ['deposits', filters] as const,
  treasury: ['treasury'] as const,
  cryptoRates: ['crypto-rates'] as const,
  withdrawalMethods: ['withdrawal-methods'] as const,
  rewardsAll: ['rewards'] as const,
  challenges: ['rewards', 'challenges'] as const,
  vipMembers: ['rewards', 'vip-members'] as const,
  vipHosts: ['rewards', 'hosts'] as const,
  playerCp: (playerId: string) => ['rewards', 'cp', playerId] as const,
  rewardCosts: (from: string, to: string) => ['rewards', 'costs', from, to] as const,
  bonusAll: ['bonus'] as const,
  bonusCampaigns: ['bonus', 'campaigns'] as const,
  /** Every player's bonuses. */
  playerBonusesAll: ['bonus', 'players'] as const,
  playerBonuses: (playerId: string) => ['bonus', 'players', playerId] as const,
  bonusGrantApprovals: ['bonus', 'grant-approvals'] as const,
  cpApprovals: ['rewards', 'cp-approvals'] as const,
  bonusCosts: (from: string, to: string) => ['bonus', 'costs', from, to] as const,
  content: {
    entries: (kind: ContentKind) => ['content', 'entries', kind] as const,
    preview: (body: string) => ['content', 'preview', body] as const,
    menu: ['content', 'menu'] as const,
    logos: ['content', 'logos'] as const,
  },
  /** All under one root, so a change refreshes every view of races (network promotions too). */
  tournaments: {
    all: ['tournaments'] as const,
    list: ['tournaments', 'list'] as const,
    leaderboard: (id: string) => ['tournaments', id, 'leaderboard'] as const,
    payouts: (id: string) => ['tournaments', id, 'payouts'] as const,
    prizeApprovals: ['tournaments', 'prize-approvals'] as const,
    networkWins: ['tournaments', 'network', 'wins'] as const,
  },
  /** The contact inbox: one invalidation of `all` refreshes the list and the open ticket. */
  tickets: {
    all: ['support', 'tickets'] as const,
    list: (filters: Record<string, string | number>) =>
      ['support', 'tickets', 'list', filters] as const,
    one: (id: string) => ['support', 'tickets', 'one', id] as const,
  },
  /** The sportsbook: one root, so a suspension or a new margin refreshes every view of it. */
  sports: {
    all: ['sports'] as const,
    events: (filters: Record<string, string | number>) => ['sports', 'events', filters] as const,
    event: (id: string) => ['sports', 'event', id] as const,
    /** An event's manual result: can it be resulted, and a result held for a second operator. */
    result: (id: string) => ['sports', 'event', id, 'result'] as const,
    margins: ['sports', 'margins'] as const,
    caps: ['sports', 'caps'] as const,
    bets: (filters: Record<string, string | number>) => ['sports', 'bets', filters] as const,
    bet: (id: string) => ['sports', 'bet', id] as const,
    stakeFactors: ['sports', 'stake-factors'] as const,
    stakeFactor: (player: string) => ['sports', 'stake-factors', player] as const,
    feedEvents: (state: string) => ['sports', 'feed-events', state] as const,
    feedMarkets: ['sports', 'feed-markets'] as const,
  },
  chats: {
    all: ['support', 'chats'] as const,
    list: (status: string) => ['support', 'chats', 'list', status] as const,
    one: (id: string) => ['support', 'chats', 'one', id] as const,
  },
};
