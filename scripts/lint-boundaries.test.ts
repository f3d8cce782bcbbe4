import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// Each rule of eslint.config.mjs gets a probe that breaks it and a counter-probe that must stay allowed. The back end
// writes `./x.js` for `./x.ts` (Node's ESM rule), so its probes do too: a resolver that cannot follow that specifier
// makes the path rules skip the import and the probe pass for the wrong reason.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? '');
}

/** A module that imports `specifier` and uses it. */
const importing = (specifier: string) => `import * as probe from '${specifier}';\nexport default probe;\n`;
/** A module that imports one named export of `specifier` and uses it. */
const importingName = (specifier: string, name: string) => `import { ${name} } from '${specifier}';\nexport default ${name};\n`;

const PATHS = 'import-x/no-restricted-paths';
const NAMES = 'no-restricted-imports';

describe('import boundaries (eslint.config.mjs)', () => {
  it('stops a remote importing another remote', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', importing('../../mf-public/src/routes'))).toContain(PATHS);
    expect(await ruleIds('mf-rider/src/probe.ts', importing('@rr/mf-public'))).toContain(NAMES);
  });

  it('stops a remote importing the shell, by path or by name, and the shell importing a remote', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', importing('../../shell/src/features/session/session-outcome'))).toContain(PATHS);
    expect(await ruleIds('mf-rider/src/probe.ts', importing('@rr/shell'))).toContain(NAMES);
    expect(await ruleIds('shell/src/probe.ts', importing('../../mf-rider/src/routes'))).toContain(PATHS);
    // Counter-probe: a remote's own files.
    expect(await ruleIds('mf-rider/src/probe.ts', importing('./routes'))).toEqual([]);
  });

  it('stops libs importing an app or a service', async () => {
    expect(await ruleIds('libs/ui/src/probe.ts', importing('../../../bff/src/main.js'))).toContain(PATHS);
    expect(await ruleIds('libs/ui/src/probe.ts', importing('@rr/identity'))).toContain(NAMES);
    expect(await ruleIds('libs/server-kit/src/probe.ts', importing('../../../services/events/src/main.js'))).toContain(PATHS);
    expect(await ruleIds('libs/server-kit/src/probe.ts', importing('@rr/payouts'))).toContain(NAMES);
  });

  it('stops a browser library importing the back end’s kit, by path or by name', async () => {
    for (const lib of ['ui', 'contracts', 'event-tools', 'session', 'api-client']) {
      expect(await ruleIds(`libs/${lib}/src/probe.ts`, importing('../../server-kit/src/errors.js')), lib).toContain(PATHS);
      expect(await ruleIds(`libs/${lib}/src/probe.ts`, importing('@rr/server-kit/errors')), lib).toContain(NAMES);
    }
    // Counter-probes: the back end's kit uses the contracts; a browser library uses another.
    expect(await ruleIds('libs/server-kit/src/probe.ts', importing('@rr/contracts'))).toEqual([]);
    expect(await ruleIds('libs/ui/src/probe.ts', importingName('@rr/contracts', 'SEXES'))).toEqual([]);
  });

  it('stops a service importing another service, by a .js path or by name', async () => {
    expect(await ruleIds('services/events/src/probe.ts', importing('../../identity/src/main.js'))).toContain(PATHS);
    expect(await ruleIds('services/payouts/src/domain/probe.ts', importing('../../../identity/src/main.js'))).toContain(PATHS);
    expect(await ruleIds('services/identity/src/probe.ts', importing('@rr/events'))).toContain(NAMES);
    expect(await ruleIds('services/payouts/src/domain/probe.ts', importing('@rr/identity'))).toContain(NAMES);
    // Counter-probe: shared back-end libs are what services are for.
    expect(await ruleIds('services/identity/src/probe.ts', importing('@rr/server-kit'))).toEqual([]);
  });

  it('stops a remote or the shell importing a back-end package by name', async () => {
    for (const file of ['mf-admin/src/probe.ts', 'shell/src/probe.ts']) {
      for (const name of ['@rr/server-kit', '@rr/server-kit/errors', '@rr/bff', '@rr/identity', '@rr/events', '@rr/payouts']) {
        expect(await ruleIds(file, importing(name)), `${file} ← ${name}`).toContain(NAMES);
      }
    }
    // Counter-probe: the browser's own libs stay allowed, and the other remote bans still hold beside the new ones.
    expect(await ruleIds('shell/src/probe.ts', importing('@rr/contracts/routes'))).toEqual([]);
    expect(await ruleIds('mf-admin/src/probe.ts', importing('@rr/mf-rider'))).toContain(NAMES);
  });

  it("keeps a service's layers pointing one way (entry-points → domain → data-access), with .js specifiers", async () => {
    expect(await ruleIds('services/events/src/domain/probe.ts', importing('../entry-points/access-router.js'))).toContain(PATHS);
    expect(await ruleIds('services/events/src/data-access/probe.ts', importing('../entry-points/access-router.js'))).toContain(PATHS);
    expect(await ruleIds('services/payouts/src/data-access/probe.ts', importing('../domain/get-wallet.js'))).toContain(PATHS);
    expect(await ruleIds('services/identity/src/data-access/probe.ts', importing('../domain/vin.js'))).toContain(PATHS);
    // Counter-probe: the allowed direction.
    expect(await ruleIds('services/events/src/domain/probe.ts', importing('../data-access/events-repository.js'))).toEqual([]);
    expect(await ruleIds('services/events/src/entry-points/probe.ts', importing('../data-access/events-repository.js'))).toEqual([]);
  });

  it('keeps demo data beside the layers: seed/ may use the domain, the layers never use seed/', async () => {
    for (const layer of ['domain', 'data-access', 'entry-points']) {
      expect(await ruleIds(`services/events/src/${layer}/probe.ts`, importing('../seed/seeder.js')), layer).toContain(PATHS);
    }
    expect(await ruleIds('services/events/src/seed/probe.ts', importing('../domain/publish-results.js'))).toEqual([]);
    expect(await ruleIds('services/events/src/seed/probe.ts', importing('../data-access/events-repository.js'))).toEqual([]);
    // The composition root starts the seeding.
    expect(await ruleIds('services/events/src/probe.ts', importing('./seed/seeder.js'))).toEqual([]);
  });

  it("stops one feature importing another feature's internals", async () => {
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', importing('../../events/components/event-list'))).toContain(PATHS);
    expect(await ruleIds('shell/src/features/proxy/lib/probe.ts', importing('../../session/session-outcome'))).toContain(PATHS);
    // Counter-probes: through the other feature's index.ts, and a feature's own internals.
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', importing('../../events'))).toEqual([]);
    expect(await ruleIds('mf-public/src/features/home/components/probe.ts', importing('../../events/index'))).toEqual([]);
    expect(await ruleIds('mf-public/src/features/events/components/probe.ts', importing('./event-list'))).toEqual([]);
    // The routes (not a feature) mount pages from anywhere.
    expect(await ruleIds('mf-public/src/probe.ts', importing('./features/events/components/event-list'))).toEqual([]);
  });

  it("stops the BFF importing a service's internals, by a .js path or by name", async () => {
    expect(await ruleIds('bff/src/probe.ts', importing('../../services/events/src/data-access/events-repository.js'))).toContain(PATHS);
    expect(await ruleIds('bff/src/probe.ts', importing('../../services/events/src/main.js'))).toContain(PATHS);
    expect(await ruleIds('bff/src/probe.ts', importing('@rr/identity'))).toContain(NAMES);
    // Its tests neither: they use fakes.
    expect(await ruleIds('bff/test/probe.ts', importing('../../services/events/src/main.js'))).toContain(PATHS);
    // Counter-probes: the registry and server-kit are libs; the integration tests start the real services.
    expect(await ruleIds('bff/src/probe.ts', importing('@rr/contracts'))).toEqual([]);
    expect(await ruleIds('integration/probe.test.ts', importing('../services/events/src/main.js'))).toEqual([]);
    expect(await ruleIds('integration/probe.test.ts', importing('../bff/src/main.js'))).toEqual([]);
  });

  it('keeps the event workbench to the two apps that run events', async () => {
    for (const file of ['mf-rider/src/probe.ts', 'mf-public/src/probe.ts', 'mf-dealer/src/probe.ts', 'shell/src/probe.ts', 'libs/ui/src/probe.ts']) {
      expect(await ruleIds(file, importing('@rr/event-tools')), file).toContain(NAMES);
    }
    expect(await ruleIds('mf-promoter/src/probe.ts', importing('@rr/event-tools'))).toEqual([]);
    expect(await ruleIds('mf-admin/src/probe.ts', importing('@rr/event-tools'))).toEqual([]);
  });

  it('lets a remote import the shared libs', async () => {
    expect(await ruleIds('mf-rider/src/probe.ts', importing('@rr/i18n'))).toEqual([]);
  });

  it('takes apiPath from @rr/contracts/routes, never from the main entry, in browser code', async () => {
    const fromMain = "import { apiPath } from '@rr/contracts';\nexport default apiPath('/api/session');\n";
    const fromRoutes = "import { apiPath } from '@rr/contracts/routes';\nexport default apiPath('/api/session');\n";
    for (const file of ['shell/src/probe.ts', 'mf-public/src/probe.ts', 'libs/ui/src/probe.ts']) {
      expect(await ruleIds(file, fromMain), file).toContain(NAMES);
      expect(await ruleIds(file, fromRoutes), file).toEqual([]);
    }
    // The rest of the main entry stays importable (a remote's lazy pages use its schemas).
    expect(await ruleIds('mf-public/src/probe.ts', importingName('@rr/contracts', 'SEXES'))).toEqual([]);
  });
});

describe("identity's use-cases reach their data through repositories (no-restricted-syntax)", () => {
  const RULE = 'no-restricted-syntax';
  const usingModels = "export async function probe(db: { models: { User: { findAll(): Promise<unknown[]> } } }) {\n  return db.models.User.findAll();\n}\n";

  it('refuses the models and raw SQL in identity domain code', async () => {
    expect(await ruleIds('services/identity/src/domain/probe.ts', usingModels)).toContain(RULE);
    const destructured = "export function probe(ctx: { db: { models: { Rider: unknown } } }) {\n  const { Rider } = ctx.db.models;\n  return Rider;\n}\n";
    expect(await ruleIds('services/identity/src/domain/probe.ts', destructured)).toContain(RULE);
    const rawSql = "export function probe(db: { sequelize: { query(sql: string): Promise<unknown> } }) {\n  return db.sequelize.query('SELECT 1');\n}\n";
    expect(await ruleIds('services/identity/src/domain/probe.ts', rawSql)).toContain(RULE);
  }, 60_000);

  it('lets the domain call a repository and open a transaction, and data access use the models', async () => {
    expect(await ruleIds('services/identity/src/domain/probe.ts', importing('../data-access/users-repository.js'))).toEqual([]);
    const transaction = "export function probe(db: { sequelize: { transaction<T>(work: () => Promise<T>): Promise<T> } }) {\n  return db.sequelize.transaction(async () => 1);\n}\n";
    expect(await ruleIds('services/identity/src/domain/probe.ts', transaction)).toEqual([]);
    expect(await ruleIds('services/identity/src/data-access/probe-repository.ts', usingModels)).toEqual([]);
  });
});

describe('dependencies each workspace declares (import-x/no-extraneous-dependencies)', () => {
  const RULE = 'import-x/no-extraneous-dependencies';

  it('stops app code importing a package its package.json does not declare, even when hoisting makes it work', async () => {
    // exceljs is installed (server-kit declares it) but the rider app does not.
    expect(await ruleIds('mf-rider/src/probe.ts', importing('exceljs'))).toContain(RULE);
    expect(await ruleIds('services/identity/src/domain/probe.ts', importing('@rr/event-tools'))).toContain(RULE);
    // A development dependency (the root's vitest) in code that ships.
    expect(await ruleIds('services/events/src/domain/probe.ts', importing('vitest'))).toContain(RULE);
  });

  it('lets a workspace import what it declares, and tests use the development tools', async () => {
    expect(await ruleIds('mf-promoter/src/probe.ts', importing('@rr/event-tools'))).toEqual([]);
    expect(await ruleIds('services/events/src/domain/probe.ts', importing('sequelize'))).toEqual([]);
    expect(await ruleIds('services/events/test/probe.test.ts', importing('vitest'))).toEqual([]);
  });
});

describe('the rules of hooks hold in every browser package', () => {
  const conditionalHook = "import { useState } from 'react';\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";

  it('refuses a hook called conditionally, in the apps and in the shared browser libraries', async () => {
    for (const file of ['mf-admin/src/probe.tsx', 'shell/src/probe.tsx', 'libs/event-tools/src/probe.tsx', 'libs/ui/src/probe.tsx']) {
      expect(await ruleIds(file, conditionalHook), file).toContain('react-hooks/rules-of-hooks');
    }
  });
});

describe("payouts' use-cases, reports and provider reach their data through data access (no-restricted-syntax)", () => {
  it('refuses the models and raw SQL in payouts domain, reporting and provider code, and lets them call a repository', async () => {
    const RULE = 'no-restricted-syntax';
    const usingModels = "export async function probe(db: { models: { Lot: { findByPk(id: string): Promise<unknown> } } }) {\n  return db.models.Lot.findByPk('lot');\n}\n";
    const rawSql = "export function probe(db: { sequelize: { query(sql: string): Promise<unknown> } }) {\n  return db.sequelize.query('SELECT 1');\n}\n";
    for (const folder of ['domain', 'reporting/queries', 'provider']) {
      expect(await ruleIds(`services/payouts/src/${folder}/probe.ts`, usingModels), folder).toContain(RULE);
      expect(await ruleIds(`services/payouts/src/${folder}/probe.ts`, rawSql), folder).toContain(RULE);
    }
    // Counter-probes: a repository call and a transaction in the domain; the models in data access and in a test.
    expect(await ruleIds('services/payouts/src/domain/probe.ts', importing('../data-access/lots-repository.js'))).toEqual([]);
    const transaction = "export function probe(db: { sequelize: { transaction<T>(work: () => Promise<T>): Promise<T> } }) {\n  return db.sequelize.transaction(async () => 1);\n}\n";
    expect(await ruleIds('services/payouts/src/domain/probe.ts', transaction)).toEqual([]);
    expect(await ruleIds('services/payouts/src/data-access/probe-repository.ts', usingModels)).toEqual([]);
    expect(await ruleIds('services/payouts/src/reporting/queries/probe.test.ts', usingModels)).toEqual([]);
  }, 60_000);
});

describe("the events service's use-cases reach their data through repositories (no-restricted-syntax)", () => {
  it('refuses the models and raw SQL in the events domain, and lets a repository use them', async () => {
    const RULE = 'no-restricted-syntax';
    const usingModels = "export async function probe(db: { models: { Event: { findAll(): Promise<unknown[]> } } }) {\n  return db.models.Event.findAll();\n}\n";
    const rawSql = "export function probe(db: { sequelize: { query(sql: string): Promise<unknown> } }) {\n  return db.sequelize.query('SELECT 1');\n}\n";
    expect(await ruleIds('services/events/src/domain/probe.ts', usingModels)).toContain(RULE);
    expect(await ruleIds('services/events/src/domain/imports/probe.ts', usingModels)).toContain(RULE);
    expect(await ruleIds('services/events/src/domain/probe.ts', rawSql)).toContain(RULE);
    // Counter-probes: a repository call and a transaction in the domain; the models in data access.
    expect(await ruleIds('services/events/src/domain/probe.ts', importing('../data-access/result-lines-repository.js'))).toEqual([]);
    const transaction = "export function probe(db: { sequelize: { transaction<T>(work: () => Promise<T>): Promise<T> } }) {\n  return db.sequelize.transaction(async () => 1);\n}\n";
    expect(await ruleIds('services/events/src/domain/probe.ts', transaction)).toEqual([]);
    expect(await ruleIds('services/events/src/data-access/probe-repository.ts', usingModels)).toEqual([]);
  }, 60_000);
});

describe('browser code builds /api paths with apiPath (no-restricted-syntax)', () => {
  it('refuses an /api path spelled in a string or a template literal, and lets apiPath, tests and the registry spell one', async () => {
    const RULE = 'no-restricted-syntax';
    const spelled = ["export const path = '/api/events';\n", 'export const path = (id: string) => `/api/event/${id}`;\n', 'export const path = `/api/events`;\n'];
    for (const file of ['mf-rider/src/probe.ts', 'shell/src/probe.tsx', 'libs/event-tools/src/probe.ts', 'libs/contracts/src/probe.ts']) {
      for (const code of spelled) expect(await ruleIds(file, code), `${file}: ${code}`).toContain(RULE);
    }
    expect(await ruleIds('mf-dealer/src/probe.tsx', 'export const Link = () => <a href="/api/dealer/cheat-sheet/en.pdf">en</a>;\n')).toContain(RULE);
    // A template literal is refused even inside apiPath: the template must be a plain string the compiler can read.
    expect(await ruleIds('mf-rider/src/probe.ts', "import { apiPath } from '@rr/contracts/routes';\nexport const path = apiPath(`/api/events`);\n")).toContain(RULE);
    // Counter-probes: the builder, a test, the registry, the back end.
    const built = "import { apiPath } from '@rr/contracts/routes';\nexport const path = (riderId: string) => apiPath('/api/rider/rider/:riderId/pin', { riderId });\n";
    expect(await ruleIds('mf-rider/src/probe.ts', built)).toEqual([]);
    expect(await ruleIds('mf-rider/src/probe.test.ts', spelled[0]!)).toEqual([]);
    expect(await ruleIds('libs/contracts/src/routes/probe.ts', spelled[1]!)).toEqual([]);
    expect(await ruleIds('bff/src/probe.ts', spelled[0]!)).toEqual([]);
  }, 60_000);
});
