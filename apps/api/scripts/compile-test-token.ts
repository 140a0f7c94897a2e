// Regenerates the test token's checked-in artifact from its Solidity source:
//   npm run token:compile -w @orca/api
import { writeFileSync } from 'node:fs';
import {
  compileTestToken,
  TOKEN_ARTIFACT_PATH,
} from '../src/modules/cashier/chains/token/compile.ts';

const artifact = compileTestToken();
writeFileSync(TOKEN_ARTIFACT_PATH, `${JSON.stringify(artifact, null, 2)}\n`);
console.log(`wrote ${TOKEN_ARTIFACT_PATH} (solc ${artifact.compiler})`);
