import { DEFAULT_RULE_SET, type RuleSetVersion } from '@rr/contracts/rule-sets';

/** A rule set version for the rules pages' tests: version 1 of the United States' 2027 rules, published, with the standard rules; `over` changes what a test is about. */
export const ruleSetVersion = (over: Partial<RuleSetVersion> = {}): RuleSetVersion => ({
  _id: 'rs-1',
  scope: { year: 2027, country: 'US', discipline: null, seriesId: null },
  version: 1,
  status: 'published',
  effectiveFrom: '2027-03-01',
  note: '',
  rules: DEFAULT_RULE_SET,
  createdBy: 'staff-1',
  createdAt: '2026-11-20T10:00:00Z',
  publishedBy: 'staff-1',
  publishedAt: '2026-11-21T10:00:00Z',
  ...over,
});
