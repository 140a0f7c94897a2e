import { DEFAULT_WAGERING_CONTRIBUTION, type CampaignInput } from '@orca/contracts';
import type { CampaignsService } from './campaigns.service.ts';

const base = {
  promoCode: null,
  promoCodeMaxUses: null,
  wageringMultiplier: 10,
  maxBetEur: '5.00',
  contributions: DEFAULT_WAGERING_CONTRIBUTION,
  excludedGameIds: [],
  claimDays: 30,
  spendDays: 30,
  maxConversionEur: null,
  perPlayerLimit: 1,
  totalGrantsLimit: null,
  budgetEur: null,
  isWelcome: false,
  freeSpins: null,
  startsAt: null,
  endsAt: null,
  includesSports: false,
  matchPercent: null,
  maxBonusEur: null,
  minDepositEur: null,
  depositOrdinal: null,
} satisfies Omit<CampaignInput, 'kind' | 'url' | 'texts'>;

/** Free spins are played at this bet on Lucky Sevens (the free-spins play tests and e2e use it too). */
export const DEMO_FREE_SPINS = {
  url: 'lucky-sevens-20',
  code: 'SPINS20',
  gameId: 'orca-lucky-sevens',
  count: 20,
  betEur: '0.20',
} as const;

/** The demo's offers (issue 13): a welcome bonus by code, a reload bonus without one, and 20 free spins by code. */
export const DEMO_CAMPAIGNS: readonly CampaignInput[] = [
  {
    ...base,
    kind: 'deposit',
    url: 'welcome',
    texts: {
      en: {
        title: 'Welcome bonus 100 %',
        summary: 'Double your first deposit, up to 100 EUR, with code WELCOME.',
      },
      es: {
        title: 'Bono de bienvenida 100 %',
        summary: 'Duplica tu primer depósito, hasta 100 EUR, con el código WELCOME.',
      },
      de: {
        title: 'Willkommensbonus 100 %',
        summary: 'Verdopple deine erste Einzahlung, bis zu 100 EUR, mit dem Code WELCOME.',
      },
      fr: {
        title: 'Bonus de bienvenue 100 %',
        summary: 'Doublez votre premier dépôt, jusqu’à 100 EUR, avec le code WELCOME.',
      },
      pt: {
        title: 'Bónus de boas-vindas 100 %',
        summary: 'Duplique o seu primeiro depósito, até 100 EUR, com o código WELCOME.',
      },
      no: {
        title: 'Velkomstbonus 100 %',
        summary: 'Doble ditt første innskudd, opptil 100 EUR, med koden WELCOME.',
      },
    },
    matchPercent: 100,
    maxBonusEur: '100.00',
    minDepositEur: '20.00',
    depositOrdinal: 'first',
    promoCode: 'WELCOME',
    isWelcome: true,
  },
  {
    ...base,
    kind: 'deposit',
    url: 'reload-50',
    texts: {
      en: {
        title: 'Reload bonus 50 %',
        summary: 'Half of any deposit again as a bonus, up to 50 EUR. No code needed.',
      },
      es: {
        title: 'Bono de recarga 50 %',
        summary: 'La mitad de cualquier depósito como bono, hasta 50 EUR. Sin código.',
      },
      de: {
        title: 'Reload-Bonus 50 %',
        summary: 'Die Hälfte jeder Einzahlung als Bonus, bis zu 50 EUR. Kein Code nötig.',
      },
      fr: {
        title: 'Bonus de recharge 50 %',
        summary: 'La moitié de chaque dépôt en bonus, jusqu’à 50 EUR. Sans code.',
      },
      pt: {
        title: 'Bónus de recarga 50 %',
        summary: 'Metade de qualquer depósito como bónus, até 50 EUR. Sem código.',
      },
      no: {
        title: 'Påfyllingsbonus 50 %',
        summary: 'Halvparten av hvert innskudd som bonus, opptil 50 EUR. Ingen kode.',
      },
    },
    matchPercent: 50,
    maxBonusEur: '50.00',
    minDepositEur: '20.00',
    depositOrdinal: 'any',
    perPlayerLimit: 5,
  },
  {
    ...base,
    kind: 'free_spins',
    url: DEMO_FREE_SPINS.url,
    texts: {
      en: {
        title: '20 free spins on Lucky Sevens',
        summary: 'Enter code SPINS20 and spin Lucky Sevens 20 times on the house.',
      },
      es: {
        title: '20 giros gratis en Lucky Sevens',
        summary: 'Introduce el código SPINS20 y gira Lucky Sevens 20 veces a cuenta de la casa.',
      },
      de: {
        title: '20 Freispiele auf Lucky Sevens',
        summary: 'Gib den Code SPINS20 ein und drehe Lucky Sevens 20-mal auf Kosten des Hauses.',
      },
      fr: {
        title: '20 tours gratuits sur Lucky Sevens',
        summary:
          'Saisissez le code SPINS20 et jouez 20 tours de Lucky Sevens offerts par la maison.',
      },
      pt: {
        title: '20 rodadas grátis em Lucky Sevens',
        summary: 'Introduza o código SPINS20 e jogue Lucky Sevens 20 vezes por conta da casa.',
      },
      no: {
        title: '20 gratisspinn på Lucky Sevens',
        summary: 'Skriv inn koden SPINS20 og spinn Lucky Sevens 20 ganger på huset.',
      },
    },
    promoCode: DEMO_FREE_SPINS.code,
    freeSpins: {
      gameId: DEMO_FREE_SPINS.gameId,
      count: DEMO_FREE_SPINS.count,
      betEur: DEMO_FREE_SPINS.betEur,
      winsTo: 'bonus',
    },
  },
];

/** Seeds the demo's campaigns once (by url): a restart, or an operator's later edit, changes nothing. */
export const seedDemoCampaigns = (campaigns: CampaignsService): Promise<number> =>
  campaigns.seed(DEMO_CAMPAIGNS);
