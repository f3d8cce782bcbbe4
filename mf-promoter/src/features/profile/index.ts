// The profile feature as the routes see it: the promoter's account page.
export { ProfilePage } from './components/profile-page';
