import { readFileSync } from 'node:fs';
import path from 'node:path';
import solcModule from 'solc';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const TOKEN_SOURCE_PATH = path.join(here, 'TestUsdt.sol');
export const TOKEN_ARTIFACT_PATH = path.join(here, 'test-usdt.json');

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >;
}

/**
 * Compiles the test token with the npm build of solc (no native compiler is needed, and the
 * version is pinned by package-lock), with fixed settings so the output is reproducible: the
 * checked-in artifact is what this returns, and a test holds them equal.
 */
export function compileTestToken(): { compiler: string; abi: unknown[]; bytecode: `0x${string}` } {
  // solc is a development dependency: only the script and the test load this file, never the API.
  const solc = solcModule as { version(): string; compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'TestUsdt.sol': { content: readFileSync(TOKEN_SOURCE_PATH, 'utf8') } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      // No metadata hash: it would change with the source's path and comments' bytes on disk.
      metadata: { bytecodeHash: 'none', appendCBOR: false },
      outputSelection: { '*': { TestUsdt: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestUsdt.sol']?.TestUsdt;
  if (!contract) throw new Error('solc produced no TestUsdt contract');
  return {
    compiler: solc.version(),
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  };
}
