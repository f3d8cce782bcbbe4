// CLI: re-publishes the identity outbox's published messages since a time to other services' consumer groups, after one of
// their databases was restored (`npm run outbox:replay -w @rr/identity -- --since <ISO time> --to <group> [--topic …] [--dry-run]`;
// in the image `node services/identity/dist/outbox-replay.js …`; docs/operations.md "Restore a database from backup").
import { runOutboxReplayCli } from '@rr/server-kit';

process.exitCode = await runOutboxReplayCli('identity', 4101, process.argv.slice(2));
