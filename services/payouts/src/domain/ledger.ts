// The journal as the domain posts to it: the data-access ledger, with the reports' feed registered, so every money
// movement the domain makes also reaches the reports in the same database transaction.
import '../reporting/feed.js';

export * from '../data-access/ledger.js';
