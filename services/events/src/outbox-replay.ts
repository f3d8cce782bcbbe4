// CLI: re-publishes the events outbox's published messages since a time to other services' consumer groups, after one of
// their databases was restored (`npm run outbox:replay -w @rr/events -- --since <ISO time> --to <group> [--topic …] [--dry-run]`;
// in the image `node services/events/dist/outbox-replay.js …`; docs/operations.md "Restore a database from backup").
import { runOutboxReplayCli } from '@rr/server-kit';

process.exitCode = await runOutboxReplayCli('events', 4102, process.argv.slice(2));
