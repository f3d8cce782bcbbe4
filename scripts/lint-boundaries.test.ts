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

  it('stops a remote or the shell importing a back-end package by name', async () => {
    for (const file of ['mf-admin/src/probe.ts', 'shell/src/probe.ts']) {
      for (const name of ['@rr/server-kit', '@rr/server-kit/errors', '@rr/bff', '@rr/identity', '@rr/events', '@rr/payouts']) {
        expect(await ruleIds(file, `import x from '${name}';\nexport default x;\n`), `${file} ← ${name}`).toContain('no-restricted-imports');
      }
    }
    // Counter-probe: the browser's own libs stay allowed, and the other remote bans still hold beside the new ones.
    expect(await ruleIds('shell/src/probe.ts', "import { paths } from '@rr/contracts/routes';\nexport default paths;\n")).toEqual([]);
    expect(await ruleIds('mf-admin/src/probe.ts', "import R from '@rr/mf-rider';\nexport default R;\n")).toContain('no-restricted-imports');
  });

  it("stops a service importing another service's package by name", async () => {
    expect(await ruleIds('services/identity/src/probe.ts', "import x from '@rr/events';\nexport default x;\n")).toContain('no-restricted-imports');
    expect(await ruleIds('services/payouts/src/domain/probe.ts', "import x from '@rr/identity';\nexport default x;\n")).toContain('no-restricted-imports');
    // Counter-probe: shared back-end libs are what services are for.
    expect(await ruleIds('services/identity/src/probe.ts', "import { forbidden } from '@rr/server-kit';\nexport default forbidden;\n")).toEqual([]);
  });

  it("keeps a service's layers pointing one way: entry-points → domain → data-access", async () => {
    expect(await ruleIds('services/events/src/domain/probe.ts', "import { accessRouter } from '../entry-points/access-router';\nexport default accessRouter;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('services/events/src/data-access/probe.ts', "import { accessRouter } from '../entry-points/access-router';\nexport default accessRouter;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('services/payouts/src/data-access/probe.ts', "import * as domain from '../domain/get-wallet';\nexport default domain;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    // Counter-probe: the allowed direction.
    expect(await ruleIds('services/events/src/domain/probe.ts', "import { findEventById } from '../data-access/events-repository';\nexport default findEventById;\n")).toEqual([]);
    expect(await ruleIds('services/events/src/entry-points/probe.ts', "import { findEventById } from '../data-access/events-repository';\nexport default findEventById;\n")).toEqual([]);
  });

  it("stops one feature importing another feature's internals", async () => {
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', "import { EventList } from '../../events/components/event-list';\nexport default EventList;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('shell/src/features/proxy/lib/probe.ts', "import { sessionOutcome } from '../../session/session-outcome';\nexport default sessionOutcome;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    // Counter-probes: through the other feature's index.ts, and a feature's own internals.
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', "import { EventList } from '../../events';\nexport default EventList;\n")).toEqual([]);
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', "import { EventList } from '../../events/index';\nexport default EventList;\n")).toEqual([]);
    expect(await ruleIds('mf-public/src/features/events/components/probe.ts', "import { EventList } from './event-list';\nexport default EventList;\n")).toEqual([]);
    // The routes (not a feature) mount pages from anywhere.
    expect(await ruleIds('mf-public/src/probe.ts', "import { EventList } from './features/events/components/event-list';\nexport default EventList;\n")).toEqual([]);
  });

  it("stops the BFF importing a service's internals, by path or by name", async () => {
    expect(await ruleIds('bff/src/probe.ts', "import { findEventById } from '../../services/events/src/data-access/events-repository';\nexport default findEventById;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds('bff/src/probe.ts', "import x from '@rr/identity';\nexport default x;\n")).toContain('no-restricted-imports');
    // Counter-probes: the registry and server-kit are libs; the BFF's tests start the real services.
    expect(await ruleIds('bff/src/probe.ts', "import { authorize } from '@rr/contracts';\nexport default authorize;\n")).toEqual([]);
    expect(await ruleIds('bff/test/probe.ts', "import { startEvents } from '../../services/events/src/main';\nexport default startEvents;\n")).toEqual([]);
  });

  it('lets a remote import the shared libs', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', "import { LOCALES } from '@rr/i18n';\nexport default LOCALES;\n")).toEqual([]);
  });
});
