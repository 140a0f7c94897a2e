import { isStrongPassword, OPERATOR_ROLES, type OperatorRole } from '@orca/contracts';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/db/client.ts';
import { createOperatorService } from '../src/modules/admin/operator.service.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { isCommonPassword } from '../src/platform/passwords.ts';

/**
 * Creates a back-office operator: the only way the first one comes to exist in production.
 *   npm run operator:create -- --username alice --role admin
 * The password is asked for twice without echo, or read from standard input when it is not a
 * terminal (`printf '%s\n' "$PASSWORD" | npm run operator:create -- …`), never from the command
 * line, where it would land in the shell's history and the process list.
 */
const OPERATOR_PASSWORD_MIN = 12;
const USERNAME = /^[A-Za-z0-9._-]{3,64}$/;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input, terminal: false });
    for await (const line of lines) return line;
    return '';
  }
  return new Promise((resolve) => {
    const terminal = createInterface({ input, output: process.stdout, terminal: true });
    // Echo nothing of what is typed after the prompt.
    (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (
      text: string,
    ) => {
      if (text.startsWith(prompt)) process.stdout.write(prompt);
    };
    terminal.question(prompt, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, role: { type: 'string', default: 'admin' } },
  strict: true,
});
const username = values.username ?? fail('--username is required');
if (!USERNAME.test(username))
  fail('--username: 3 to 64 letters, digits, dots, dashes or underscores');
const role = values.role as OperatorRole;
if (!OPERATOR_ROLES.includes(role)) fail(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const password = await readPassword('Password: ');
if (
  password.length < OPERATOR_PASSWORD_MIN ||
  !isStrongPassword(password) ||
  isCommonPassword(password)
) {
  fail(
    `The password must have at least ${OPERATOR_PASSWORD_MIN} characters, lower and upper case letters and a digit or symbol, and not be a common password.`,
  );
}
if (process.stdin.isTTY && (await readPassword('Again: ')) !== password)
  fail('The two passwords differ.');

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.DATA_DIR, 'db'),
  poolSize: 1,
});
try {
  const isCreated = await createOperatorService(database.db, {
    secretKey: config.OPERATOR_SECRET_KEY,
  }).create(username, password, role);
  if (!isCreated) fail(`An operator named ${username} exists already; nothing was changed.`);
  console.log(
    `Operator ${username} (${role}) created. Sign in to the back office with this name and password.`,
  );
} finally {
  await database.close();
}
