export { CashoutPage } from './components/cashout-page';
// The history with each paid cash-out's link to collect it, in this feature's catalog (my wallet shows it too).
export { CashoutHistory } from './components/cashout-history';
