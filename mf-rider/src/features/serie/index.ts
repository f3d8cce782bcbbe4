export { SeriePage } from './components/serie-page';
