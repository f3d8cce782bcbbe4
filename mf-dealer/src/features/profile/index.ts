// The profile feature as the routes see it: the dealer's record and password. Everything else in features/profile is private to it.
export { ProfilePage } from './components/profile-page';
