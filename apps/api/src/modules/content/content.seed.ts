import { ContentEntryInputSchema, type ContentEntryInput, type Language } from '@orca/contracts';
import type { ContentService } from './content.service.ts';
import { DE } from './demo/de.ts';
import { DEMO_ENTRY_KEYS, type DemoEntryKey, type DemoTexts } from './demo/demo-texts.ts';
import { ES } from './demo/es.ts';
import { FR } from './demo/fr.ts';
import { NO } from './demo/no.ts';
import { PT } from './demo/pt.ts';

const DAY_MS = 86_400_000;
const DEMO_TEXTS: Record<Exclude<Language, 'en'>, DemoTexts> = {
  es: ES,
  de: DE,
  fr: FR,
  pt: PT,
  no: NO,
};
const isDemoEntryKey = (key: string): key is DemoEntryKey =>
  (DEMO_ENTRY_KEYS as readonly string[]).includes(key);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const HOW_TO_PLAY_EN = `Every game at Orca is either made in-house, with outcomes you can check yourself, or comes from a licensed provider. Here is how each kind works.

## Slots

Choose your stake and press **Spin**. The reels stop on symbols chosen by the random number generator; a win pays when matching symbols land on a payline (or, on *ways* and *Megaways* slots, on adjacent reels from the left). The game's info panel shows every symbol's pay and the **RTP** (return to player), the long-run share of stakes paid back.

- **Free spins** are triggered by scatter symbols and play at the stake that triggered them.
- **Bonus buy** lets you pay a set multiple of your stake to start the feature at once.
- **Jackpot slots** feed a shared pool with a small part of each stake; the pool pays when the jackpot lands.

## Crash

A multiplier climbs from 1.00× until the round *crashes*. Place your bet before the round starts and cash out at any moment: you win your stake times the multiplier at that instant. If the round crashes first, the bet is lost. An automatic cash-out target cashes out for you.

## Dice

Pick a target number and whether the roll must be over or under it. The closer the odds, the higher the payout; the payout table shows the exact multiplier before you roll.

## Roulette

European roulette has 37 pockets (0–36). Bet on a number (pays 35 to 1), a split, street, corner, a dozen, a column, red or black, odd or even, or high or low. The ball lands in one pocket; every bet covering it wins.

## Live tables: blackjack and baccarat

Live tables deal shared, timed rounds: every player at the table sees the same cards.

- **Blackjack**: get closer to 21 than the dealer without going over. Aces count 1 or 11, pictures 10. A blackjack pays 3 to 2; the dealer stands on 17.
- **Baccarat**: bet on Player, Banker or Tie. The hand closest to 9 wins (only the last digit of the total counts). Banker wins pay 0.95 to 1, Player 1 to 1, Tie 8 to 1.

## The money wheel

The wheel has segments of different values. Bet on one or more values, and when the wheel stops, bets on the value under the pointer win that many times their stake (plus the stake back).

## Multiplier roulette

European roulette with lucky numbers. When betting closes, 1 to 5 numbers are drawn as *lucky*, each with a multiplier from 50× to 500×; then the ball is spun. A bet on a single lucky number pays its multiplier to 1 (a 500× number pays 500 to 1, plus the stake back); any other single number pays 29 to 1. Every other bet pays as at European roulette. The lucky numbers, their multipliers and the pocket all come from the round's seed, so the verifier recomputes them; every bet returns 97.30 %. A seat is paid at most €100,000 a round at both multiplier shows; bets that could pay more are refused.

## Dice show

Three dice, and a bet on their total from 3 to 18. When betting closes, 1 to 3 totals are drawn to get a multiplier (up to 1000× on the rarest totals); then the dice are rolled. A bet on the rolled total pays its multiplier to 1 when it has one, otherwise the total's odds (from 167 to 1 on 3 and 18 down to 5 to 1 on 9 to 12); the rules list every total's odds and multipliers. The multiplied totals, their multipliers and the dice all come from the round's seed, so the verifier recomputes them; every total returns between 95.99 % and 96.02 %.

## Checking a round (provably fair)

Our in-house games use a provably fair generator: before you play you see a *hash* of the server seed; every round combines that seed with your own client seed and a counter (the nonce). When you change seeds, the old server seed is revealed. Open [Provably fair](/provably-fair), paste the revealed server seed, your client seed and the round's nonce, and the page recomputes the outcome, so you can see it was fixed before you bet.
`;

const TERMS_EN = `These terms apply to every account at Orca. By opening an account you accept them.

## 1. Your account

1. You must be at least 18 years old (or older where the law of your country says so) to open an account.
2. One account per person. Details you give must be true and kept up to date.
3. We may ask for proof of identity, address and payment method before a withdrawal (KYC).

## 2. Deposits and withdrawals

1. Deposits are credited once the payment provider confirms them.
2. Withdrawals go back to a method in your name. We process them within the times shown in the cashier.
3. Bonus money can only be withdrawn once its wagering is complete; see the [bonus terms](/info/bonus-terms).

## 3. Fair play

Every in-house game is provably fair. Using bots, colluding or exploiting a fault voids the bets concerned.

## 4. Responsible gambling

You can set deposit, loss and session limits, or exclude yourself, at any time. See [responsible gambling](/info/responsible-gambling).

## 5. Contact

Questions about these terms: [contact us](/info/contact-us).
`;

const FAQ_EN = `## How do I deposit?

Open the cashier from the header, choose a method and an amount. Your balance updates as soon as the payment is confirmed.

## How long does a withdrawal take?

Most withdrawals are approved within 24 hours; larger ones may need a second check. You will get a message at each step.

## Why do you ask for documents?

The law requires us to know who our players are before paying out. Upload them under *My Account → Verification*; we usually check them within a day.

## How do bonuses work?

A bonus is credited as bonus money with a wagering requirement. Your cash is always played first and can be withdrawn at any time. See the [bonus terms](/info/bonus-terms).

## Are the games fair?

Yes. In-house games are provably fair and every round can be checked on [Provably fair](/provably-fair); provider games are certified by independent labs.

## How do I set limits?

In the profile menu, under *My Account → Responsible gambling*, you can set deposit limits per day, week and month, loss limits and session reminders, or take a break with a time-out or self-exclusion.
`;

const page = (
  url: string,
  position: number,
  translations: ContentEntryInput['translations'],
): ContentEntryInput => ({
  kind: 'page',
  url,
  status: 'published',
  publishAt: daysAgo(60),
  position,
  translations,
});

/**
 * The other five languages' texts of a demo entry. An entry not yet in DEMO_ENTRY_KEYS has none
 * and reads in English (content.seed.test.ts fails on it), rather than stopping the demo's start.
 */
function translatedTexts(entry: ContentEntryInput): ContentEntryInput['translations'] {
  const key = `${entry.kind}:${entry.url}`;
  if (!isDemoEntryKey(key)) return {};
  return Object.fromEntries(
    Object.entries(DEMO_TEXTS).map(([language, texts]) => [language, texts[key]]),
  );
}

/**
 * The demo's content (demo mode only), in all six languages: real-looking news, the info pages the
 * drawer and footer link to, and the home carousel. English stays here; the other languages come
 * from ./demo/<language>.ts, whose type makes each of them give every entry.
 */
export function demoContent(): ContentEntryInput[] {
  const entries: ContentEntryInput[] = [
    {
      kind: 'news',
      url: 'orca-crash-is-live',
      status: 'published',
      publishAt: daysAgo(2),
      tags: ['games', 'crash'],
      translations: {
        en: {
          title: 'Orca Crash is live',
          summary: 'Our first in-house crash game: cash out before the orca dives.',
          body: 'Orca Crash is now open to every player.\n\nPlace a bet before the round starts, watch the multiplier climb, and **cash out** before it crashes. Set an automatic cash-out if you prefer.\n\nLike all our in-house games, every round is provably fair: check any of them on [Provably fair](/provably-fair).',
        },
      },
    },
    {
      kind: 'news',
      url: 'daily-slot-race',
      status: 'published',
      publishAt: daysAgo(5),
      tags: ['tournaments', 'slots'],
      translations: {
        en: {
          title: 'A slot race every day',
          summary: 'Climb the leaderboard on our slots for a share of the daily prize pool.',
          body: "Every day at midnight UTC a new **slot race** starts. Play any of the race's slots at the minimum bet or above: the more you wager, the higher you climb.\n\n- Live leaderboard\n- Prizes paid automatically when the race ends\n- Ties go to whoever got there first\n\nSee today's race on [Slot races](/slot-races).",
        },
      },
    },
    {
      kind: 'news',
      url: 'new-challenges-this-month',
      status: 'published',
      publishAt: daysAgo(9),
      tags: ['promotions', 'challenges'],
      translations: {
        en: {
          title: 'New challenges this month',
          summary: 'Hit the target multiplier on selected games and win a cash prize.',
          body: 'We have added a fresh set of **challenges**: reach the target multiplier on the named game with at least the minimum bet, and the prize is yours. Each challenge is won by the first players to reach it.\n\n[See the challenges](/challenges)',
        },
      },
    },
    {
      kind: 'news',
      url: 'vip-club-cashback',
      status: 'published',
      publishAt: daysAgo(16),
      tags: ['vip', 'rewards'],
      translations: {
        en: {
          title: 'Daily cashback for every level',
          summary: 'Every real-money bet now earns cashback you can claim every day.',
          // The rate is the same at every level (CASHBACK_SHARE_PERCENT); an earlier text promised more for higher levels.
          body: 'Every bet earns comp points (CP) that move you up the levels. From today, the same bets also build up **daily cashback**: 20 % of the house edge on what you wager with real money, whatever your level. Open *Rewards* and claim it once a day.\n\n[Read about the VIP club](/vip-program)',
        },
      },
    },
    {
      kind: 'news',
      url: 'verify-every-round',
      status: 'published',
      publishAt: daysAgo(23),
      tags: ['fairness'],
      translations: {
        en: {
          title: 'How to verify any round you play',
          summary: 'A step-by-step guide to our provably fair checker.',
          body: 'Provably fair means you do not have to trust us.\n\n1. Before you play, note the **server seed hash** shown in the game.\n2. Play as usual; each round uses your client seed and a nonce.\n3. Rotate your seed to reveal the server seed.\n4. Paste it into [Provably fair](/provably-fair) and compare.\n\nThe full explanation is in [How to play](/info/how-to-play).',
        },
      },
    },
    page('terms-and-conditions', 10, {
      en: {
        title: 'Terms and conditions',
        summary: 'The rules of your account, deposits, withdrawals and play.',
        body: TERMS_EN,
      },
    }),
    page('privacy-policy', 20, {
      en: {
        title: 'Privacy policy',
        summary: 'What we keep about you, why, and your rights.',
        body: '## What we keep\n\nYour account details, your transactions and game rounds, and the documents you upload for verification.\n\n## Why\n\nTo run your account, to meet our legal duties (anti-money-laundering, age checks) and to keep play safe.\n\n## Your rights\n\nYou may ask for a copy of your data, have it corrected, or have it deleted once the law no longer requires us to keep it. Write to us through [contact us](/info/contact-us).\n\n## Cookies\n\nWe use only the storage the site needs to work (your session and your language choice).',
      },
    }),
    page('cookie-policy', 25, {
      en: {
        title: 'Cookie policy',
        summary: 'What the site keeps in your browser, and why.',
        body: "Orca uses no advertising or tracking cookies. The site keeps only what it needs to work, in your browser's storage:\n\n- **Your session**: an anonymous session for every visitor, and your player session once you log in.\n- **Your choices**: your language and your country.\n- **A partner's referral**: the affiliate codes of the link you came from, when there was one.\n- **Messages and games**: which messages you have seen, and the game you are playing in this tab.\n\nThis storage is needed to run the site, so it is not asked for; you can clear it at any time in your browser's settings, which logs you out.\n\nWhen the operator uses an outside live-chat service, that service may set its own cookies when you open the chat. Payment providers' pages have cookie policies of their own.\n\nMore about your data: [privacy policy](/info/privacy-policy).",
      },
    }),
    page('responsible-gambling', 30, {
      en: {
        title: 'Responsible gambling',
        summary: 'Tools to keep play fun: limits, breaks and self-exclusion.',
        body: 'Gambling should be entertainment, never a way to make money.\n\n## Tools you can use\n\n- **Deposit limits** per day, week and month\n- **Loss limits** per day, week and month: once your net losses (stakes minus wins) reach one, real-money play stops until they fall below it\n- **Session reminders** (reality checks) every 15 minutes to 2 hours: how long you have been logged in and your result since\n- **Time-out** of 24 hours, 1 week, 1 month or 6 weeks: no play and no deposits until it ends\n- **Self-exclusion**: your account is frozen at once for 24 hours, then for 6 months, 1 year, 5 years or permanently through the link we email you\n\nSet them in the profile menu under *My Account → Responsible gambling*. A lower limit applies at once; a higher one, or removing a limit, takes effect after 24 hours. A time-out or a self-exclusion cannot be cancelled or shortened.\n\n## Getting help\n\nIf gambling stops being fun, talk to someone: [BeGambleAware](https://www.begambleaware.org) and [Gamblers Anonymous](https://www.gamblersanonymous.org) offer free, confidential help.',
      },
    }),
    page('bonus-terms', 40, {
      en: {
        title: 'Bonus terms',
        summary: 'How bonus money, wagering and free spins work.',
        body: "1. A bonus is credited as **bonus money**, apart from your cash.\n2. Your cash is always played first and can be withdrawn at any time.\n3. Bonus money becomes cash once you have wagered it the number of times the offer states. Games count towards wagering by the share shown on the offer.\n4. While a bonus is active, each bet is capped at the offer's maximum bet.\n5. Withdrawing while a bonus is active forfeits the bonus and its winnings; you are asked to confirm first.\n6. Free spins play at a fixed stake on the named game; their winnings are paid as the offer states.\n7. One bonus per offer per player unless the offer says otherwise.",
      },
    }),
    page('sports-rules', 45, {
      en: {
        title: 'Sports betting rules',
        summary: 'How sports bets are accepted, settled and voided.',
        body: "These rules apply to every sports bet at Orca. Today Orca offers Orca Virtual Football, a provably fair virtual league; the rules below are written so they hold for real sports as well.\n\n## How bets are settled\n\n- A football bet is settled on the **official result at full time: 90 minutes plus the stoppage time the referee adds**. Extra time and penalty shoot-outs do not count unless a market says so.\n- A bet is accepted at the odds shown on your confirmation. Its return is **stake × odds**, rounded down to the cent.\n- A multiple pays when its last selection is settled: the odds of its winning selections multiplied together.\n\n## Voids and the void factor\n\n- A selection is **void** when its match is cancelled or abandoned, or when a market cannot be settled (for example a handicap that ends level, a push). A void selection returns its stake: in a multiple it counts at odds of 1.00.\n- Some results void only part of a selection (quarter-goal lines): the **void factor** says which share of the stake is returned, and the rest is settled as won or lost.\n\n## Obvious errors (palpable errors)\n\nIf a price or a line was offered that is clearly wrong, because of a technical fault or a human mistake (for example odds far from every other price, or a market offered after its result was known), the affected selection is settled at the correct odds at the time of the bet or, when those cannot be established, made void and its stake returned. We tell you when this happens to one of your bets.\n\n## Related contingencies\n\nSelections whose results depend on each other cannot be combined. At Orca **no two selections from the same match may be in one multiple**; the bet slip says so, and such a multiple is refused. You may place them as singles.\n\n## Maximum payout\n\nThe most one bet can return is **250,000 EUR or its equivalent in your currency**, stake included. A bet whose potential return is above that is refused when it is placed. Stakes may also be limited per selection.\n\n## In-play bets\n\nIn-play (live) bets are accepted **after a short delay** (5 seconds by default). If the market is suspended, the odds move against your choice of odds-change setting or a goal is scored during the delay, the bet is refused and your stake is not taken. Others may have more up-to-date information than you.\n\n## Settlement corrections\n\nIf a result was settled wrongly (for example a feed error), the settlement is **rolled back** and the bet settled again on the correct result. Any payout made on the wrong result is reversed from your balance; if your balance is too low, the shortfall is taken from your next winnings.\n\n## Result source\n\nOrca Virtual Football's results come from each match's **server seed**. Its SHA-256 hash is shown on the match page before betting opens, and the seed itself is revealed at full time. With the seed and the published team ratings anyone can recompute the score and every goal minute on the [verifier](/provably-fair).\n\nSee also the [terms and conditions](/info/terms-and-conditions) and [responsible gambling](/info/responsible-gambling).",
      },
    }),
    page('affiliates', 50, {
      en: {
        title: 'Affiliates',
        summary: 'Partner with Orca and earn from the players you refer.',
        body: 'Run a site, a stream or a community about casino games? Our affiliate programme pays a share of the net revenue of every player you refer, for as long as they play.\n\n- Revenue share from 25 %\n- Monthly payments\n- Tracking links and creatives in six languages\n\nTo join, write to us through [contact us](/info/contact-us) with a link to your site.',
      },
    }),
    page('faq', 60, {
      en: {
        title: 'Frequently asked questions',
        summary: 'Deposits, withdrawals, verification, bonuses and fairness.',
        body: FAQ_EN,
      },
    }),
    page('how-to-play', 70, {
      en: {
        title: 'How to play',
        summary:
          'Slots, crash, dice, roulette, live tables and the money wheel, and how to verify a round.',
        body: HOW_TO_PLAY_EN,
      },
    }),
    // Banners carry no image: the web draws its gradient, so the demo needs no binary assets.
    {
      kind: 'banner',
      url: 'welcome-bonus',
      status: 'published',
      publishAt: daysAgo(30),
      position: 10,
      link: '/deposit-bonus/welcome',
      translations: {
        en: { title: 'Welcome bonus', summary: 'Double your first deposit' },
      },
    },
    {
      kind: 'banner',
      url: 'daily-slot-race',
      status: 'published',
      publishAt: daysAgo(30),
      position: 20,
      link: '/slot-races',
      translations: {
        en: { title: 'Daily slot race', summary: 'Climb the leaderboard, share the prize pool' },
      },
    },
    {
      kind: 'banner',
      url: 'challenges',
      status: 'published',
      publishAt: daysAgo(30),
      position: 30,
      link: '/challenges',
      translations: {
        en: { title: 'Challenges', summary: 'Hit the target multiplier, win the prize' },
      },
    },
  ];
  return entries.map((entry) => ({
    ...entry,
    translations: { ...translatedTexts(entry), ...entry.translations },
  }));
}

/**
 * Seeds the demo's content by kind and url: a missing entry is created, and one no operator has
 * edited is brought up to the demo's current texts, so an existing demo database shows new
 * translations after a restart. An operator's edit is never overwritten.
 */
export async function seedDemoContent(content: ContentService): Promise<void> {
  for (const entry of demoContent()) await content.seedDemo(ContentEntryInputSchema.parse(entry));
}
