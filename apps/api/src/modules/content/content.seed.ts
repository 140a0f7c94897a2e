import { ContentEntryInputSchema, type ContentEntryInput } from '@orca/contracts';
import type { ContentService } from './content.service.ts';

const DAY_MS = 86_400_000;
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

## Checking a round (provably fair)

Our in-house games use a provably fair generator: before you play you see a *hash* of the server seed; every round combines that seed with your own client seed and a counter (the nonce). When you change seeds, the old server seed is revealed. Open [Provably fair](/provably-fair), paste the revealed server seed, your client seed and the round's nonce, and the page recomputes the outcome, so you can see it was fixed before you bet.
`;

const HOW_TO_PLAY_DE = `Jedes Spiel bei Orca ist entweder eine Eigenentwicklung, deren Ergebnisse du selbst prüfen kannst, oder stammt von einem lizenzierten Anbieter.

## Slots

Wähle deinen Einsatz und drücke **Drehen**. Ein Gewinn entsteht, wenn gleiche Symbole auf einer Gewinnlinie landen (bei *Ways*- und *Megaways*-Slots auf benachbarten Walzen von links). Die Info zeigt die Auszahlungen und den **RTP**, den langfristig ausgezahlten Anteil der Einsätze. Freispiele werden durch Scatter-Symbole ausgelöst; mit dem Bonuskauf startest du das Feature sofort.

## Crash

Ein Multiplikator steigt ab 1,00×, bis die Runde *crasht*. Setze vor dem Start und kassiere jederzeit: Du gewinnst deinen Einsatz mal den aktuellen Multiplikator. Crasht die Runde vorher, ist der Einsatz verloren.

## Dice

Wähle eine Zahl und ob der Wurf darüber oder darunter liegen muss. Je knapper die Chance, desto höher die Auszahlung.

## Roulette

Europäisches Roulette hat 37 Fächer (0–36). Eine Zahl zahlt 35 zu 1; Rot/Schwarz, Gerade/Ungerade und Hoch/Tief zahlen 1 zu 1.

## Live-Tische: Blackjack und Baccarat

- **Blackjack**: Komme näher an 21 als der Dealer, ohne dich zu überkaufen. Ein Blackjack zahlt 3 zu 2.
- **Baccarat**: Setze auf Spieler, Bank oder Unentschieden. Die Hand näher an 9 gewinnt.

## Das Glücksrad

Setze auf einen oder mehrere Werte; bleibt das Rad auf deinem Wert stehen, gewinnst du so viel mal deinen Einsatz.

## Eine Runde prüfen

Unsere Eigenentwicklungen sind nachweislich fair: Vor dem Spiel siehst du den Hash des Server-Seeds. Nach dem Seed-Wechsel wird er offengelegt, und auf [Provably fair](/provably-fair) rechnest du jede Runde nach.
`;

const HOW_TO_PLAY_ES = `Cada juego de Orca es propio, con resultados que puedes comprobar tú mismo, o de un proveedor con licencia.

## Tragaperras

Elige tu apuesta y pulsa **Girar**. Ganas cuando símbolos iguales caen en una línea de pago (en las tragaperras *ways* y *Megaways*, en rodillos contiguos desde la izquierda). La información del juego muestra los pagos y el **RTP**, la parte de las apuestas que se devuelve a largo plazo. Los giros gratis llegan con los símbolos scatter; la compra de bonus inicia la función al momento.

## Crash

Un multiplicador sube desde 1,00× hasta que la ronda *se estrella*. Apuesta antes de que empiece y retira cuando quieras: ganas tu apuesta por el multiplicador de ese instante. Si se estrella antes, pierdes la apuesta.

## Dados

Elige un número y si la tirada debe quedar por encima o por debajo. Cuanto menor la probabilidad, mayor el pago.

## Ruleta

La ruleta europea tiene 37 casillas (0–36). Un número paga 35 a 1; rojo/negro, par/impar y alto/bajo pagan 1 a 1.

## Mesas en vivo: blackjack y baccarat

- **Blackjack**: acércate más a 21 que el crupier sin pasarte. Un blackjack paga 3 a 2.
- **Baccarat**: apuesta a Jugador, Banca o Empate. Gana la mano más cercana a 9.

## La rueda de la fortuna

Apuesta a uno o varios valores; si la rueda se detiene en el tuyo, ganas ese número de veces tu apuesta.

## Comprobar una ronda

Nuestros juegos propios son demostrablemente justos: antes de jugar ves el hash de la semilla del servidor, que se revela al cambiarla. En [Provably fair](/provably-fair) puedes recalcular cualquier ronda.
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

const TERMS_DE = `Diese Bedingungen gelten für jedes Konto bei Orca. Mit der Kontoeröffnung akzeptierst du sie.

## 1. Dein Konto

1. Du musst mindestens 18 Jahre alt sein (oder älter, wenn das Recht deines Landes es verlangt).
2. Ein Konto pro Person. Deine Angaben müssen wahr und aktuell sein.
3. Vor einer Auszahlung können wir Nachweise zu Identität, Adresse und Zahlungsmittel verlangen (KYC).

## 2. Ein- und Auszahlungen

1. Einzahlungen werden gutgeschrieben, sobald der Zahlungsanbieter sie bestätigt.
2. Auszahlungen gehen an ein Zahlungsmittel auf deinen Namen.
3. Bonusgeld ist erst nach erfüllten Umsatzbedingungen auszahlbar; siehe [Bonusbedingungen](/info/bonus-terms).

## 3. Fairness

Jedes Eigenspiel ist nachweislich fair. Bots, Absprachen oder das Ausnutzen von Fehlern machen die betroffenen Einsätze ungültig.

## 4. Verantwortungsvolles Spielen

Du kannst jederzeit Limits setzen oder dich sperren lassen: [Verantwortungsvolles Spielen](/info/responsible-gambling).
`;

const TERMS_ES = `Estos términos se aplican a todas las cuentas de Orca. Al abrir una cuenta los aceptas.

## 1. Tu cuenta

1. Debes tener al menos 18 años (o más si la ley de tu país lo exige).
2. Una cuenta por persona. Los datos que facilites deben ser ciertos y estar al día.
3. Antes de un retiro podemos pedirte pruebas de identidad, domicilio y método de pago (KYC).

## 2. Depósitos y retiros

1. Los depósitos se abonan cuando el proveedor de pagos los confirma.
2. Los retiros van a un método a tu nombre.
3. El dinero de bonus solo se puede retirar tras completar su apuesta; consulta los [términos de bonus](/info/bonus-terms).

## 3. Juego limpio

Todos los juegos propios son demostrablemente justos. Usar bots, coludir o aprovechar un fallo anula las apuestas afectadas.

## 4. Juego responsable

Puedes fijar límites o autoexcluirte cuando quieras: [juego responsable](/info/responsible-gambling).
`;

const FAQ_EN = `## How do I deposit?

Open the cashier from the header, choose a method and an amount. Your balance updates as soon as the payment is confirmed.

## How long does a withdrawal take?

Most withdrawals are approved within 24 hours; larger ones may need a second check. You will get a message at each step.

## Why do you ask for documents?

The law requires us to know who our players are before paying out. Upload them under *Profile → Documents*; we usually check them within a day.

## How do bonuses work?

A bonus is credited as bonus money with a wagering requirement. Your cash is always played first and can be withdrawn at any time. See the [bonus terms](/info/bonus-terms).

## Are the games fair?

Yes. In-house games are provably fair and every round can be checked on [Provably fair](/provably-fair); provider games are certified by independent labs.

## How do I set limits?

Under *Profile → Responsible gaming* you can set deposit, loss and session limits or take a break.
`;

const FAQ_DE = `## Wie zahle ich ein?

Öffne die Kasse in der Kopfzeile, wähle Zahlungsmittel und Betrag. Dein Guthaben wird aktualisiert, sobald die Zahlung bestätigt ist.

## Wie lange dauert eine Auszahlung?

Die meisten Auszahlungen werden innerhalb von 24 Stunden freigegeben; größere können eine zweite Prüfung brauchen.

## Warum fragt ihr nach Dokumenten?

Das Gesetz verlangt, dass wir vor einer Auszahlung wissen, wer unsere Spieler sind. Lade sie unter *Profil → Dokumente* hoch.

## Wie funktionieren Boni?

Ein Bonus wird als Bonusgeld mit Umsatzbedingung gutgeschrieben. Dein Echtgeld wird immer zuerst gespielt und ist jederzeit auszahlbar.

## Sind die Spiele fair?

Ja. Eigenspiele sind nachweislich fair, jede Runde lässt sich auf [Provably fair](/provably-fair) prüfen.
`;

const FAQ_ES = `## ¿Cómo deposito?

Abre la caja desde la cabecera, elige un método y un importe. Tu saldo se actualiza en cuanto se confirma el pago.

## ¿Cuánto tarda un retiro?

La mayoría se aprueban en 24 horas; los más grandes pueden necesitar una segunda revisión.

## ¿Por qué pedís documentos?

La ley nos obliga a saber quiénes son nuestros jugadores antes de pagar. Súbelos en *Perfil → Documentos*.

## ¿Cómo funcionan los bonos?

Un bono se abona como dinero de bonus con un requisito de apuesta. Tu dinero real se juega siempre primero y se puede retirar en cualquier momento.

## ¿Son justos los juegos?

Sí. Los juegos propios son demostrablemente justos y cada ronda se puede comprobar en [Provably fair](/provably-fair).
`;

const page = (url: string, position: number, translations: ContentEntryInput['translations']): ContentEntryInput => ({ kind: 'page', url, status: 'published', publishAt: daysAgo(60), position, translations });

/** The demo's content (demo mode only): real-looking news, the info pages the drawer and footer link to, and the home carousel. */
export function demoContent(): ContentEntryInput[] {
  return [
    {
      kind: 'news',
      url: 'orca-crash-is-live',
      status: 'published',
      publishAt: daysAgo(2),
      tags: ['games', 'crash'],
      translations: {
        en: { title: 'Orca Crash is live', summary: 'Our first in-house crash game: cash out before the orca dives.', body: 'Orca Crash is now open to every player.\n\nPlace a bet before the round starts, watch the multiplier climb, and **cash out** before it crashes. Set an automatic cash-out if you prefer.\n\nLike all our in-house games, every round is provably fair: check any of them on [Provably fair](/provably-fair).' },
        de: { title: 'Orca Crash ist online', summary: 'Unser erstes eigenes Crash-Spiel: Kassiere, bevor der Orca abtaucht.', body: 'Orca Crash ist ab sofort für alle Spieler geöffnet.\n\nSetze vor dem Rundenstart, sieh dem Multiplikator beim Steigen zu und **kassiere**, bevor er crasht.\n\nWie alle unsere Eigenspiele ist jede Runde nachweislich fair: [Provably fair](/provably-fair).' },
        es: { title: 'Orca Crash ya está aquí', summary: 'Nuestro primer juego crash propio: retira antes de que la orca se sumerja.', body: 'Orca Crash ya está abierto para todos los jugadores.\n\nApuesta antes de que empiece la ronda, mira subir el multiplicador y **retira** antes de que se estrelle.\n\nComo todos nuestros juegos propios, cada ronda es demostrablemente justa: [Provably fair](/provably-fair).' },
      },
    },
    {
      kind: 'news',
      url: 'daily-slot-race',
      status: 'published',
      publishAt: daysAgo(5),
      tags: ['tournaments', 'slots'],
      translations: {
        en: { title: 'A slot race every day', summary: 'Climb the leaderboard on our slots for a share of the daily prize pool.', body: 'Every day at midnight UTC a new **slot race** starts. Play any of the race\'s slots at the minimum bet or above and your best multipliers score points.\n\n- Live leaderboard\n- Prizes paid automatically when the race ends\n- Ties go to whoever got there first\n\nSee today\'s race on [Slot races](/slot-races).' },
        de: { title: 'Jeden Tag ein Slot-Rennen', summary: 'Steige in der Rangliste auf und sichere dir einen Anteil am täglichen Preispool.', body: 'Jeden Tag um Mitternacht (UTC) startet ein neues **Slot-Rennen**. Spiele die Slots des Rennens ab dem Mindesteinsatz und sammle Punkte.\n\nZum heutigen Rennen: [Slot-Rennen](/slot-races).' },
      },
    },
    {
      kind: 'news',
      url: 'new-challenges-this-month',
      status: 'published',
      publishAt: daysAgo(9),
      tags: ['promotions', 'challenges'],
      translations: {
        en: { title: 'New challenges this month', summary: 'Hit the target multiplier on selected games and win a cash prize.', body: 'We have added a fresh set of **challenges**: reach the target multiplier on the named game with at least the minimum bet, and the prize is yours. Each challenge is won by the first players to reach it.\n\n[See the challenges](/challenges)' },
        es: { title: 'Nuevos desafíos este mes', summary: 'Alcanza el multiplicador objetivo en los juegos elegidos y gana un premio en efectivo.', body: 'Hemos añadido nuevos **desafíos**: alcanza el multiplicador objetivo en el juego indicado con la apuesta mínima y el premio es tuyo.\n\n[Ver los desafíos](/challenges)' },
      },
    },
    {
      kind: 'news',
      url: 'vip-club-cashback',
      status: 'published',
      publishAt: daysAgo(16),
      tags: ['vip', 'rewards'],
      translations: {
        en: { title: 'Daily cashback for every level', summary: 'Comp points now earn cashback you can claim every day.', body: 'Every bet earns comp points (CP). From today, the CP you earn also turn into **daily cashback**: open *Rewards* and claim it once a day.\n\nThe higher your level, the better the rate. [Read about the VIP club](/vip-program).' },
      },
    },
    {
      kind: 'news',
      url: 'verify-every-round',
      status: 'published',
      publishAt: daysAgo(23),
      tags: ['fairness'],
      translations: {
        en: { title: 'How to verify any round you play', summary: 'A step-by-step guide to our provably fair checker.', body: 'Provably fair means you do not have to trust us.\n\n1. Before you play, note the **server seed hash** shown in the game.\n2. Play as usual; each round uses your client seed and a nonce.\n3. Rotate your seed to reveal the server seed.\n4. Paste it into [Provably fair](/provably-fair) and compare.\n\nThe full explanation is in [How to play](/info/how-to-play).' },
        de: { title: 'So prüfst du jede gespielte Runde', summary: 'Schritt für Schritt zu unserem Provably-fair-Prüfer.', body: 'Nachweislich fair heißt: Du musst uns nicht vertrauen.\n\n1. Notiere vor dem Spiel den **Hash des Server-Seeds**.\n2. Spiele wie gewohnt.\n3. Wechsle den Seed, um den Server-Seed offenzulegen.\n4. Füge ihn auf [Provably fair](/provably-fair) ein und vergleiche.' },
      },
    },
    page('terms-and-conditions', 10, {
      en: { title: 'Terms and conditions', summary: 'The rules of your account, deposits, withdrawals and play.', body: TERMS_EN },
      de: { title: 'Allgemeine Geschäftsbedingungen', summary: 'Die Regeln für dein Konto, Ein- und Auszahlungen und das Spiel.', body: TERMS_DE },
      es: { title: 'Términos y condiciones', summary: 'Las reglas de tu cuenta, depósitos, retiros y juego.', body: TERMS_ES },
    }),
    page('privacy-policy', 20, {
      en: {
        title: 'Privacy policy',
        summary: 'What we keep about you, why, and your rights.',
        body: '## What we keep\n\nYour account details, your transactions and game rounds, and the documents you upload for verification.\n\n## Why\n\nTo run your account, to meet our legal duties (anti-money-laundering, age checks) and to keep play safe.\n\n## Your rights\n\nYou may ask for a copy of your data, have it corrected, or have it deleted once the law no longer requires us to keep it. Write to us through [contact us](/info/contact-us).\n\n## Cookies\n\nWe use only the storage the site needs to work (your session and your language choice).',
      },
    }),
    page('responsible-gambling', 30, {
      en: {
        title: 'Responsible gambling',
        summary: 'Tools to keep play fun: limits, breaks and self-exclusion.',
        body: 'Gambling should be entertainment, never a way to make money.\n\n## Tools you can use\n\n- **Deposit limits** per day, week or month\n- **Loss and wager limits**\n- **Session reminders**\n- **Time-out** from 24 hours to 6 weeks\n- **Self-exclusion** for 6 months or longer\n\nSet them under *Profile → Responsible gaming*. A lower limit applies at once; a higher one after a cooling-off period.\n\n## Getting help\n\nIf gambling stops being fun, talk to someone: [BeGambleAware](https://www.begambleaware.org) and [Gamblers Anonymous](https://www.gamblersanonymous.org) offer free, confidential help.',
      },
    }),
    page('bonus-terms', 40, {
      en: {
        title: 'Bonus terms',
        summary: 'How bonus money, wagering and free spins work.',
        body: '1. A bonus is credited as **bonus money**, apart from your cash.\n2. Your cash is always played first and can be withdrawn at any time.\n3. Bonus money becomes cash once you have wagered it the number of times the offer states. Games count towards wagering by the share shown on the offer.\n4. While a bonus is active, each bet is capped at the offer\'s maximum bet.\n5. Withdrawing while a bonus is active forfeits the bonus and its winnings; you are asked to confirm first.\n6. Free spins play at a fixed stake on the named game; their winnings are paid as the offer states.\n7. One bonus per offer per player unless the offer says otherwise.',
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
      en: { title: 'Frequently asked questions', summary: 'Deposits, withdrawals, verification, bonuses and fairness.', body: FAQ_EN },
      de: { title: 'Häufige Fragen', summary: 'Ein- und Auszahlungen, Verifizierung, Boni und Fairness.', body: FAQ_DE },
      es: { title: 'Preguntas frecuentes', summary: 'Depósitos, retiros, verificación, bonos y juego limpio.', body: FAQ_ES },
    }),
    page('how-to-play', 70, {
      en: { title: 'How to play', summary: 'Slots, crash, dice, roulette, live tables and the money wheel, and how to verify a round.', body: HOW_TO_PLAY_EN },
      de: { title: 'So wird gespielt', summary: 'Slots, Crash, Dice, Roulette, Live-Tische und das Glücksrad – und wie du eine Runde prüfst.', body: HOW_TO_PLAY_DE },
      es: { title: 'Cómo jugar', summary: 'Tragaperras, crash, dados, ruleta, mesas en vivo y la rueda, y cómo comprobar una ronda.', body: HOW_TO_PLAY_ES },
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
        de: { title: 'Willkommensbonus', summary: 'Verdopple deine erste Einzahlung' },
        es: { title: 'Bono de bienvenida', summary: 'Duplica tu primer depósito' },
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
        de: { title: 'Tägliches Slot-Rennen', summary: 'Steig in der Rangliste auf und teile den Preispool' },
        es: { title: 'Carrera diaria de tragaperras', summary: 'Sube en la clasificación y reparte el bote' },
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
        de: { title: 'Challenges', summary: 'Erreiche den Ziel-Multiplikator und gewinne' },
        es: { title: 'Desafíos', summary: 'Alcanza el multiplicador y gana el premio' },
      },
    },
  ];
}

/** Seeds the demo's content once per entry (by kind and url): a restart, or an operator's later edit, changes nothing. */
export async function seedDemoContent(content: ContentService): Promise<void> {
  for (const entry of demoContent()) await content.seedOnce(ContentEntryInputSchema.parse(entry));
}
