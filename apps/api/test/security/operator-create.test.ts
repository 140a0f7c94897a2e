import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { createOperatorService } from '../../src/modules/admin/operator.service.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { ROOT } from '../processes.ts';

/** The first operator of a production site comes from a command, never from seeding. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-operator-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function operatorCreate(
  args: string[],
  password: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/scripts/operator-create.ts', ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(`${password}\n`);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

// Each call starts a process that loads TypeScript and migrates a fresh embedded database: many
// seconds each on a loaded machine, so these tests get more room than the suite's default.
const PROCESS_TESTS_MS = 120_000;

describe('npm run operator:create', () => {
  it(
    'creates an operator who can then sign in, with the password read from standard input',
    async () => {
      const created = await operatorCreate(
        ['--username', 'harbourmaster', '--role', 'admin'],
        'Tide-Tables-2026!',
      );
      expect(created.output).toContain('Operator harbourmaster (admin) created');
      expect(created.code).toBe(0);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        // The password step passes; a new operator is then asked to enrol the second factor.
        await expect(
          createOperatorService(database.db, {
            secretKey: loadConfig({}).OPERATOR_SECRET_KEY,
          }).login('harbourmaster', 'Tide-Tables-2026!', '127.0.0.1'),
        ).resolves.toMatchObject({ stage: 'enrol', challenge: expect.stringMatching(/\S{20,}/) });
      } finally {
        await database.close();
      }
    },
    PROCESS_TESTS_MS,
  );

  it(
    'refuses a weak password, an unknown role, a missing name and an existing operator, changing nothing',
    async () => {
      const weak = await operatorCreate(['--username', 'deckhand'], 'short1A');
      expect(weak.code).toBe(2);
      expect(weak.output).toContain('at least 12 characters');
      const role = await operatorCreate(
        ['--username', 'deckhand', '--role', 'captain'],
        'Tide-Tables-2026!',
      );
      expect(role.code).toBe(2);
      expect(role.output).toContain('--role must be one of admin, payments, compliance');
      const nameless = await operatorCreate([], 'Tide-Tables-2026!');
      expect(nameless.output).toContain('--username is required');
      const again = await operatorCreate(
        ['--username', 'HarbourMaster', '--role', 'payments'],
        'Another-Password-99',
      );
      expect(again.code).toBe(2);
      expect(again.output).toContain('exists already');
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        // The first password still works: the existing operator was not overwritten.
        await expect(
          createOperatorService(database.db, {
            secretKey: loadConfig({}).OPERATOR_SECRET_KEY,
          }).login('harbourmaster', 'Tide-Tables-2026!', '127.0.0.1'),
        ).resolves.toBeTruthy();
        await expect(
          createOperatorService(database.db, {
            secretKey: loadConfig({}).OPERATOR_SECRET_KEY,
          }).login('deckhand', 'Tide-Tables-2026!', '127.0.0.1'),
        ).rejects.toThrow();
      } finally {
        await database.close();
      }
    },
    PROCESS_TESTS_MS,
  );
});
