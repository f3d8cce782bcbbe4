// The about feature as the routes see it: the programme's rules and the FAQ. Everything else in features/about is
// private to it.
export { FaqPage } from './components/faq-page';
export { RulesPage } from './components/rules-page';
