import { DEMO_OPERATOR } from '../src/db/seed.ts';
import { currentTotpCode } from '../src/modules/admin/totp.ts';

/**
 * Prints the current back-office TOTP code for a secret, like an authenticator app would:
 *   npm run operator:code                 the demo operator's (its secret is printed at start)
 *   npm run operator:code -- BASE32SECRET  any other secret
 * A convenience for the demo and for scripts; a real operator uses an authenticator app.
 */
const secret = process.argv[2] ?? DEMO_OPERATOR.totpSecret;
if (!/^[A-Z2-7]{16,}=*$/i.test(secret)) {
  console.error('Give a base32 TOTP secret (the one shown at enrolment).');
  process.exit(2);
}
const code = await currentTotpCode(secret.toUpperCase());
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code}  (valid for ${secondsLeft} more seconds)`);
