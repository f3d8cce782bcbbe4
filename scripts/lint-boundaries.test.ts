import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? '');
}

describe('import boundaries (eslint.config.mjs)', () => {
  it('stops a remote importing another remote', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', "import R from '../../mf-public/src/routes';\nexport default R;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('mf-rider/src/probe.ts', "import R from '@rr/mf-public';\nexport default R;\n")).toContain('no-restricted-imports');
  });

  it('stops libs importing an app or a service', async () => {
    expect(await ruleIds('libs/ui/src/probe.ts', "import { startBff } from '../../../bff/src/main';\nexport default startBff;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('libs/ui/src/probe.ts', "import x from '@rr/identity';\nexport default x;\n")).toContain('no-restricted-imports');
  });

  it('stops a service importing another service', async () => {
    expect(await ruleIds('services/events/src/probe.ts', "import { startIdentity } from '../../identity/src/main';\nexport default startIdentity;\n")).toContain('import-x/no-restricted-paths');
  });

  it('lets a remote import the shared libs', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', "import { LOCALES } from '@rr/i18n';\nexport default LOCALES;\n")).toEqual([]);
  });
});
