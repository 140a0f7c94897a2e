import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { createLedgerService } from '../src/modules/wallet/ledger.service.ts';
import { loadConfig } from '../src/platform/config.ts';

/** Checks the ledger's invariants on the configured database; exits 1 when any is broken. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'db'),
});
try {
  const audit = await createLedgerService(database.db).audit();
  console.log(`ledger audit: ${audit.accountCount} accounts, ${audit.transferCount} transfers`);
  for (const problem of audit.problems) console.log(`  PROBLEM ${problem}`);
  console.log(
    audit.problems.length === 0
      ? 'every currency sums to zero; every balance equals its postings; no player below zero'
      : `${audit.problems.length} problem(s)`,
  );
  process.exitCode = audit.problems.length === 0 ? 0 : 1;
} finally {
  await database.close();
}
