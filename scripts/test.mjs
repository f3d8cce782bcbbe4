// `npm test`: unit and API tests of every workspace (SQLite, in-process queue unless TEST_MYSQL_URL /
// REDIS_URL say otherwise) and the translation catalogue check. Installs dependencies first if needed.
import { ensureDependencies, run } from './ensure-deps.mjs';

ensureDependencies();
const vitest = run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
const i18n = run('node', ['scripts/i18n-check.mjs']);
process.exit(vitest || i18n);
