export { ApiReferencePage } from './components/api-reference-page';
