import { createReefServer, demoPromotion } from './server.ts';

/** Reef Studios on its own: REEF_PORT, ORCA_WALLET_URL (…/api/v1/provider/reef/wallet), REEF_SECRET, CASINO_ORIGIN; REEF_PROMOTION=off runs no network promotion. */
const port = Number(process.env.REEF_PORT ?? 3100);
const app = createReefServer({
  orcaWalletUrl: process.env.ORCA_WALLET_URL ?? 'http://localhost:3000/api/v1/provider/reef/wallet',
  secret: process.env.REEF_SECRET ?? 'orca-reef-wallet-secret-demo',
  casinoOrigin: process.env.CASINO_ORIGIN ?? 'http://localhost:3000',
  ...(process.env.REEF_PROMOTION === 'off'
    ? {}
    : { promotion: { config: demoPromotion(new Date(), process.env.REEF_CASINO_NAME ?? 'Orca') } }),
});
await app.listen({ port, host: process.env.REEF_HOST ?? '0.0.0.0' });
console.log(`Reef Studios (reference game provider) at http://localhost:${port}`);
