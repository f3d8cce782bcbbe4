// The redemptions feature as the routes see it: the dealer's history and refunds. Everything else in features/redemptions is private to it.
export { RedemptionsPage } from './components/redemptions-page';
