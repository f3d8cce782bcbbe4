// The register feature as the routes see it: rider registration and the PIN step after it. Everything else in
// features/register is private to it.
export { CreatePinPage } from './components/create-pin-page';
export { RegisterPage } from './components/register-page';
// The address inputs (US/Canada lists and formats, other countries free) and the locale's likely country, for the
// promoter application form.
export { AddressFields, type AddressValues } from './components/address-fields';
export { defaultCountry } from './lib/registration-form';
