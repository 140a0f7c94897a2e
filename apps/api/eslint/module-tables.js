// Which tables each API module may import (issue 21): its own, and the reference tables below.
// eslint.config.js turns this into a no-restricted-imports zone per module folder; a table
// missing here belongs to no module and no module may import it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The tables a module owns: only it writes them, and other modules reach them through its service. */
export const TABLE_OWNERS = {
  admin: ['operators', 'operatorSessions', 'auditLog', 'operatorRecoveryCodes', 'grantApprovals'],
  auth: ['captchas', 'loginFailures', 'loginThrottles', 'deviceTokens'],
  bonus: [
    'bonusCampaigns',
    'bonusInstances',
    'bonusDepositChoices',
    'bonusEvents',
    'bonusRounds',
    'sportPromoTokens',
  ],
  cashier: [
    'paymentMethods',
    'payments',
    'paymentEvents',
    'sandboxCheckouts',
    'sandboxWebhooks',
    'withdrawalMethods',
    'withdrawals',
    'cryptoDepositAddresses',
    'cryptoDeposits',
    'chainCursors',
    'cryptoRates',
    'chainSweeps',
  ],
  content: ['contentEntries', 'contentTranslations', 'contentImages'],
  games: ['gameProviders', 'games', 'favoriteGames', 'recentGames'],
  kyc: ['playerDocuments'],
  limits: ['depositLimits', 'selfExclusions', 'playerLimits', 'playerTimeOuts', 'realityChecks'],
  mail: ['outboxEmails'],
  messages: ['playerMessages'],
  play: [
    'fairSeeds',
    'gameSessions',
    'gameRounds',
    'providerWinReviews',
    'crashChains',
    'crashGames',
    'crashBets',
    'liveTables',
    'liveShoes',
    'liveRounds',
    'liveBets',
  ],
  players: ['playerNotes', 'balanceAdjustments'],
  profile: ['players', 'playerIdentities', 'playerTokens', 'playerLogins'],
  rewards: [
    'rewardAccounts',
    'rewardCpDays',
    'rewardCpAdjustments',
    'rewardLevelClaims',
    'rewardCashbackClaims',
    'challenges',
  ],
  session: ['sessions'],
  skin: ['skinSettings', 'skinMenuItems', 'logos'],
  sports: [
    'sportEvents',
    'sportFeedMessages',
    'sportBets',
    'sportBetLegs',
    'sportStakeFactors',
    'sportMarketBlocks',
    'sportMargins',
    'sportLiabilities',
    'sportEventLiabilities',
    'sportLiabilityCaps',
    'sportCashOutOffers',
    'sportCashOutRules',
    'sportMarketLiabilities',
    'sportSportLiabilities',
    'sportBetLimits',
    'sportFeedEvents',
    'sportUofProducers',
    'sportFeedMarkets',
  ],
  stats: ['playerDailyWagering'],
  support: [
    'supportTickets',
    'supportTicketReplies',
    'chatConversations',
    'chatMessages',
    'supportPresence',
    'chatPresence',
  ],
  tournaments: [
    'tournaments',
    'tournamentTranslations',
    'tournamentEntries',
    'tournamentPayouts',
    'providerPromotionWins',
  ],
  wallet: ['ledgerAccounts', 'ledgerOperations', 'ledgerTransfers'],
};

/**
 * Tables any module may read in its own queries (a join for a name, a liveness check on the bet
 * path) because going through the owner's service would cost a round trip per row or per bet.
 * In a sharded PostgreSQL these are the reference tables, copied to every node.
 */
export const REFERENCE_TABLES = ['players', 'operators', 'games', 'gameProviders', 'sessions'];

/** Table name → schema file (without .ts), read from the schema folder. */
export function schemaFilesOf(schemaDir) {
  const fileOf = new Map();
  for (const file of readdirSync(schemaDir)) {
    if (!file.endsWith('.ts') || file === 'index.ts') continue;
    const text = readFileSync(path.join(schemaDir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(/g))
      fileOf.set(match[1], file.slice(0, -3));
  }
  return fileOf;
}

/** The import patterns that keep `module` to its own and the reference tables. */
export function tableZonePatterns(module, schemaDir) {
  const allowed = new Set([...(TABLE_OWNERS[module] ?? []), ...REFERENCE_TABLES]);
  const forbiddenByFile = new Map();
  for (const [table, file] of schemaFilesOf(schemaDir)) {
    if (allowed.has(table)) continue;
    forbiddenByFile.set(file, [...(forbiddenByFile.get(file) ?? []), table]);
  }
  return [
    {
      group: ['**/db/schema/index.ts', '**/db/schema/index'],
      message: 'Import tables from their own schema file (db/schema/<file>.ts), never the barrel.',
    },
    ...[...forbiddenByFile].map(([file, tables]) => ({
      group: [`**/db/schema/${file}.ts`],
      importNames: tables,
      message: `The ${module} module uses only its own tables and the reference tables (apps/api/eslint/module-tables.js): reach another module's data through its service.`,
    })),
  ];
}
