// The rider's profile page as the routes see it; everything else in features/profile is private to it.
export { ProfilePage } from './components/profile-page';
