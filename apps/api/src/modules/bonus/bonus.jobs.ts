import type { Job } from '../../platform/jobs.ts';
import type { BonusEngine } from './bonus.engine.ts';

/** Active bonuses past their spend window forfeit what they hold; waiting ones past their claim window expire. */
export const bonusExpiryJob = (engine: Pick<BonusEngine, 'expireDue'>): Job => ({
  name: 'bonus.expiry',
  everyMs: 60_000,
  timeoutMs: 120_000,
  run: () => engine.expireDue(new Date()),
});
