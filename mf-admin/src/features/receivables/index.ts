// What riders owe the programme after corrections (staff's receivables), a page in a chunk of its own.
export { ReceivablesPage } from './components/receivables-page';
