// The programme's payout rules (docs/rules.md): the versions and one version's editor, a chunk of its own with its catalog.
export { RulesPage } from './components/rules-page';
export { RuleSetPage } from './components/rule-set-page';
