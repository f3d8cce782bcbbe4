export { DealersPage } from './components/dealers-page';
export { DealerPage } from './components/dealer-page';
export { DealerLoginsPage } from './components/dealer-logins-page';
export { DealerRefundsPage } from './components/dealer-refunds-page';
export { DealerShortcuts } from './components/dealer-nav';
// A rider's redemptions on the rider detail page, in the dealer pages' table.
export { RedemptionsTable } from './components/redemptions-table';
export { useRedemptions } from './api/dealers';
export { REDEMPTIONS_PAGE_SIZE, moneyOf } from './lib/redemption-filters';
