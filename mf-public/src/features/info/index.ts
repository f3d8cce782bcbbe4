// The info feature as the routes see it: the plain information pages (contact, thank you, privacy, promoters,
// dealers). Everything else in features/info is private to it.
export { InfoPage, type InfoLink } from './components/info-page';
