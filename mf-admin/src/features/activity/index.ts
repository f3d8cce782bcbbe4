// The activity feature as other features see it: a user's audit-log card. Everything else in features/activity is
// private to it.
export { ActivityCard } from './components/activity-card';
