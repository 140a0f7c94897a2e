/**
 * The back office's permissions: one catalogue, so the API's route declarations, the roles and
 * the back office's menus name the same things. Append-only like the result codes: audit entries
 * and stored roles refer to these strings.
 */
export const PERMISSIONS = [
  'players.read',
  'players.block',
  'players.adjust_balance',
  'payments.approve',
  'kyc.review',
  'games.manage',
  'bonuses.manage',
  'rewards.manage',
  'content.publish',
  'reports.read',
  'audit.read',
  'operators.manage',
  'tournaments.manage',
  'support.answer',
  'sports.read',
  'sports.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Roles are named sets of permissions; an operator holds one role. */
export const OPERATOR_ROLES = ['admin', 'payments', 'compliance', 'marketing', 'support'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  // The payments desk decides withdrawals and reads the figures they move, nothing about identity.
  payments: ['players.read', 'payments.approve', 'reports.read'],
  // Compliance reviews identity documents, blocks players and reads the audit log; it does not move money.
  // It reads sports bets too (a player's pattern of play), without trading the book.
  compliance: ['players.read', 'players.block', 'kyc.review', 'audit.read', 'sports.read'],
  // Marketing runs the lobby, bonuses, rewards and pages and reads the figures; it never opens a
  // player's record. VIP hosts are operators holding rewards.manage.
  marketing: [
    'games.manage',
    'bonuses.manage',
    'rewards.manage',
    'content.publish',
    'tournaments.manage',
    'reports.read',
  ],
  // Support staff answer contact messages and chats and open the player they talk to; they move no money.
  // They read a player's sports bets to answer about them; suspending markets, margins and stake
  // factors (sports.manage) is the trading desk's, held by admins.
  support: ['players.read', 'support.answer', 'sports.read'],
};

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: OperatorRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
