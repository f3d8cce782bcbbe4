// The finance team's year-end report (every rider's year, the 1099 and withholding flags), a page in a chunk of its own.
export { YearEndPage } from './components/year-end-page';
