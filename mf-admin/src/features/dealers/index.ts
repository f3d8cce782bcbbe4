export { DealersPage } from './components/dealers-page';
export { DealerPage } from './components/dealer-page';
export { DealerLoginsPage } from './components/dealer-logins-page';
export { DealerRefundsPage } from './components/dealer-refunds-page';
export { DealerShortcuts } from './components/dealer-nav';
