// The register feature as the routes see it: rider registration and the PIN step after it. Everything else in
// features/register is private to it.
export { CreatePinPage } from './components/create-pin-page';
export { RegisterPage } from './components/register-page';
