import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileTestToken, TOKEN_ARTIFACT_PATH } from './compile.ts';

describe('the test token artifact', () => {
  it('is what its Solidity source compiles to (regenerate with npm run token:compile -w @orca/api)', () => {
    const checkedIn = JSON.parse(readFileSync(TOKEN_ARTIFACT_PATH, 'utf8')) as unknown;
    expect(compileTestToken()).toEqual(checkedIn);
  }, 60_000);
});
