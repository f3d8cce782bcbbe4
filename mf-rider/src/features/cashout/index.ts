export { CashoutPage } from './components/cashout-page';
