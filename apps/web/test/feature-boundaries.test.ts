/// <reference types="node" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureBoundaries } from '../eslint/feature-boundaries.js';

// Each case becomes a vitest test (RuleTester looks for these hooks; vitest's are not globals here).
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SRC = '/repo/apps/web/src';
const options = [{ srcDir: SRC }];
const at = (file: string) => `${SRC}/${file}`;

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'orca/feature-boundaries',
  featureBoundaries,
  {
    valid: [
      {
        name: 'a feature uses its own api',
        filename: at('features/play/routes/game-page.tsx'),
        code: "import { useLaunch } from '../api/launch-game';",
        options,
      },
      {
        name: 'a feature uses shared lib and components',
        filename: at('features/play/routes/game-page.tsx'),
        code: "import { useGame } from '../../../lib/queries/game';\nimport { Button } from '../../../components/ui/button';",
        options,
      },
      {
        name: "a feature's subfolder named like another feature is still its own",
        filename: at('features/game-client/routes/game-client.tsx'),
        code: "import { GAMES } from '../games/registry';",
        options,
      },
      {
        name: 'the app composes features',
        filename: at('app/layout/header.tsx'),
        code: "import { HeaderBalance } from '../../features/cashier/components/header-balance';",
        options,
      },
      {
        name: 'the entry imports the app',
        filename: at('main.tsx'),
        code: "import { router } from './app/router';",
        options,
      },
      {
        name: 'packages are not layers',
        filename: at('lib/format.ts'),
        code: "import { z } from 'zod';\nimport { x } from '@orca/contracts';",
        options,
      },
      {
        name: 'a dynamic import inside the feature',
        filename: at('features/play/x.ts'),
        code: "const m = import('./routes/game-page');",
        options,
      },
    ],
    invalid: [
      {
        name: 'a relative path into another feature',
        filename: at('features/play/routes/game-page.tsx'),
        code: "import { getBalance } from '../../cashier/api/get-balance';",
        options,
        errors: [{ messageId: 'crossFeature', data: { from: 'play', to: 'cashier' } }],
      },
      {
        name: 'a path that climbs to src and back down',
        filename: at('features/play/api/x.ts'),
        code: "import { y } from '../../../features/games/api/favorites';",
        options,
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        name: 'from deep inside a feature',
        filename: at('features/game-client/games/slot/reels.tsx'),
        code: "import { y } from '../../../games/components/game-art';",
        options,
        errors: [{ messageId: 'crossFeature', data: { from: 'game-client', to: 'games' } }],
      },
      {
        name: 'a re-export',
        filename: at('features/kyc/index.ts'),
        code: "export { useBalance } from '../cashier/api/get-balance';",
        options,
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        name: 'a star re-export',
        filename: at('features/kyc/index.ts'),
        code: "export * from '../cashier/api/get-balance';",
        options,
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        name: 'a dynamic import',
        filename: at('features/site/routes/home.tsx'),
        code: "const m = import('../../games/routes/lobby');",
        options,
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        name: 'a dynamic import written as a template',
        filename: at('features/site/routes/home.tsx'),
        code: 'const m = import(`../../games/routes/lobby`);',
        options,
        errors: [{ messageId: 'crossFeature' }],
      },
      {
        name: 'a feature reaching into the app',
        filename: at('features/auth/components/login-dialog.tsx'),
        code: "import { MainLayout } from '../../../app/layout/main-layout';",
        options,
        errors: [{ messageId: 'featureToApp' }],
      },
      {
        name: 'shared code reaching into a feature',
        filename: at('lib/queries/player.ts'),
        code: "import { x } from '../../features/cashier/api/deposit';",
        options,
        errors: [{ messageId: 'sharedToFeature' }],
      },
      {
        name: 'a shared component reaching into the app',
        filename: at('components/ui/dialog.tsx'),
        code: "import { x } from '../../app/provider';",
        options,
        errors: [{ messageId: 'sharedToFeature' }],
      },
    ],
  },
);

describe('the lint configuration', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const featureFile = path.join(ROOT, 'apps/web/src/features/play/routes/game-page.tsx');

  it('fails a cross-feature import written as a relative path in a real feature file', async () => {
    const [result] = await eslint.lintText(
      "import { usePayment } from '../../cashier/api/deposit';\n\nexport const usePaymentHere = usePayment;\n",
      {
        filePath: featureFile,
      },
    );
    const boundaries =
      result?.messages.filter((message) => message.ruleId === 'orca/feature-boundaries') ?? [];
    expect(boundaries).toHaveLength(1);
    expect(boundaries[0]?.severity).toBe(2);
    expect(boundaries[0]?.message).toContain('features/play imports from features/cashier');
  }, 60_000);

  it('fails a query key spelled in a feature instead of taken from the registry', async () => {
    const [result] = await eslint.lintText(
      "import { useQuery } from '@tanstack/react-query';\n\nexport const useMine = () => useQuery({ queryKey: ['player'], queryFn: () => 1 });\n",
      { filePath: featureFile },
    );
    const messages =
      result?.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map((message) => message.message) ?? [];
    expect(messages).toEqual([expect.stringContaining('lib/query-keys.ts')]);
  }, 60_000);
});
