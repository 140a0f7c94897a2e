import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { logos, players, skinMenuItems, skinSettings } from './schema/index.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seedMethods } from '../modules/cashier/cashier.repository.ts';
import { seedMethods as seedWithdrawalMethods } from '../modules/cashier/withdrawal.repository.ts';
import { createOperatorService } from '../modules/admin/operator.service.ts';

type MenuSeed = [
  id: string,
  parent: string | null,
  labelKey: string,
  path: string | null,
  icon: string | null,
  requiresLogin?: boolean,
];

/** The drawer of spec section 2, in order. Labels are web i18n keys. */
const MENU: MenuSeed[] = [
  ['sports', null, 'menu.sports', '/sports', 'football'],
  ['rewards', null, 'menu.rewards', '/rewards', 'gift'],
  ['bonus', null, 'menu.bonus', '/profile/bonuses', 'ticket', true],
  ['challenges', null, 'menu.challenges', '/challenges', 'target'],
  ['vip', null, 'menu.vipClub', '/vip-program', 'crown'],
  ['slots', null, 'menu.slots', null, 'slots'],
  ['slots-all', 'slots', 'menu.allGames', '/casino', null],
  ['slots-favorites', 'slots', 'menu.favoriteGames', '/casino?category=favorites', null, true],
  ['slots-new', 'slots', 'menu.newSlots', '/casino?category=new', null],
  ['slots-jackpot', 'slots', 'menu.jackpotSlots', '/casino?category=jackpot', null],
  ['slots-megaways', 'slots', 'menu.megaways', '/casino?category=megaways', null],
  ['slots-bonusbuy', 'slots', 'menu.bonusBuy', '/casino?category=bonus-buy', null],
  ['live', null, 'menu.liveCasino', null, 'cards'],
  ['live-lobby', 'live', 'menu.lobby', '/livecasino', null],
  ['live-baccarat', 'live', 'menu.baccarat', '/livecasino?category=baccarat', null],
  ['live-blackjack', 'live', 'menu.blackjack', '/livecasino?category=blackjack', null],
  ['live-roulette', 'live', 'menu.roulette', '/livecasino?category=roulette', null],
  ['live-all', 'live', 'menu.allLiveGames', '/livecasino?category=all', null],
  ['game-shows', null, 'menu.gameShows', '/game-shows', 'wheel'],
  ['crash-fast', null, 'menu.crashAndFast', '/crash-and-fast', 'rocket'],
  ['promotions', null, 'menu.promotions', null, 'megaphone'],
  ['promo-rewards', 'promotions', 'menu.rewards', '/rewards', null],
  ['promo-challenges', 'promotions', 'menu.challenges', '/challenges', null],
  ['promo-deposit', 'promotions', 'menu.depositBonus', '/deposit-bonus', null],
  ['tournaments', null, 'menu.tournaments', null, 'trophy'],
  ['tour-races', 'tournaments', 'menu.slotRaces', '/slot-races', null],
  ['tour-network', 'tournaments', 'menu.networkPromotions', '/network-promotions', null],
  ['news', null, 'menu.news', '/news', 'news'],
  ['affiliates', null, 'menu.affiliates', '/info/affiliates', 'handshake'],
  ['live-chat', null, 'menu.liveChat', null, 'chat'],
  ['contact', null, 'menu.contactUs', '/info/contact-us', 'mail'],
];

function orcaLogo(fill: string, text: string, withWordmark: boolean): string {
  const mark = `<path d="M8 30c6-14 22-20 34-14 5 2 9 6 12 11-6-2-12-1-16 3 3 0 6 2 7 5-9 2-20 2-28-1-4-1-7-2-9-4z" fill="${fill}"/><circle cx="40" cy="20" r="2" fill="${text === '#ffffff' ? '#0b1d2a' : '#ffffff'}"/>`;
  if (!withWordmark)
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48" role="img" aria-label="Orca">${mark}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 48" role="img" aria-label="Orca">${mark}<text x="66" y="34" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="${text}">ORCA</text></svg>`;
}

/** Skin data every installation needs; idempotent, so it runs at every start. */
export async function seedSkin(db: Database): Promise<void> {
  await db
    .insert(skinSettings)
    .values([
      { key: 'turnstileCaptcha', value: { enabled: false, siteKey: '' } },
      { key: 'defaultCurrency', value: 'EUR' },
      { key: 'supportEmail', value: 'support@orca.local' },
    ])
    .onConflictDoNothing();
  await db
    .insert(skinMenuItems)
    .values(
      MENU.map(([id, parentId, labelKey, path, icon, requiresLogin], position) => ({
        id,
        parentId,
        labelKey,
        path,
        icon,
        position,
        requiresLogin: requiresLogin ?? false,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(logos)
    .values([
      {
        name: 'main-light',
        type: 'main',
        color: 'light',
        svg: orcaLogo('#0b1d2a', '#0b1d2a', true),
      },
      { name: 'main-dark', type: 'main', color: 'dark', svg: orcaLogo('#ffffff', '#ffffff', true) },
      {
        name: 'icon-light',
        type: 'icon',
        color: 'light',
        svg: orcaLogo('#0b1d2a', '#0b1d2a', false),
      },
      {
        name: 'icon-dark',
        type: 'icon',
        color: 'dark',
        svg: orcaLogo('#ffffff', '#ffffff', false),
      },
    ])
    .onConflictDoNothing();
  await seedMethods(db);
  await seedWithdrawalMethods(db);
}

export const DEMO_PLAYER = {
  username: 'demoplayer',
  password: 'Orca-Demo-2026',
  email: 'demo@orca.local',
} as const;

/**
 * The demo operator's TOTP secret is fixed and printed at start, so a newcomer can add it to an
 * authenticator (or ask `npm run operator:code`) and log in to the back office at once.
 */
export const DEMO_OPERATOR = {
  username: 'operator',
  password: 'Orca-Operator-2026',
  totpSecret: 'ORCADEMOOPERATORTOTPSECRET234567',
} as const;

/** The demo player printed at start; created once, never overwritten. */
export async function seedDemo(
  db: Database,
  options: { operatorSecretKey: Buffer },
): Promise<void> {
  await createOperatorService(db, { secretKey: options.operatorSecretKey }).create(
    DEMO_OPERATOR.username,
    DEMO_OPERATOR.password,
    'admin',
    { totpSecret: DEMO_OPERATOR.totpSecret },
  );
  const existing = await db
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.username}) = ${DEMO_PLAYER.username}`)
    .limit(1);
  if (existing.length > 0) return;
  await db
    .insert(players)
    .values({
      username: DEMO_PLAYER.username,
      email: DEMO_PLAYER.email,
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      passwordChangedAt: new Date(),
      currency: 'EUR',
      birthdate: '1990-05-17',
      country: 'GB',
      firstName: 'Dana',
      lastName: 'Demo',
      address: '1 Harbour Street',
      city: 'London',
      zipCode: 'E1 6AN',
      mobile: '+44 20 7946 0958',
      timezone: 'Europe/London',
    })
    .onConflictDoNothing();
}
