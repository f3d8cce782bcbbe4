import type { RuleSet, RuleSetScope } from '@rr/contracts/rule-sets';
import { useFormat } from '@rr/ui';
import { useIntl } from 'react-intl';
import { currencyOf, summarise } from '../lib/summary';

/** A rule set in plain sentences (docs/rules.md): what a programme manager checks before publishing it. */
export function RuleSummary({ rules, scope }: { rules: RuleSet; scope: Pick<RuleSetScope, 'year' | 'country' | 'discipline' | 'seriesId'> }) {
  const intl = useIntl();
  const format = useFormat();
  const currency = currencyOf(scope.country);
  const lines = summarise(rules, scope, {
    money: (cents) => (currency ? format.money(cents, currency) : intl.formatNumber(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
    discipline: (discipline) => intl.formatMessage({ id: `admin.rules.discipline.${discipline}` }),
    resultType: (type) => intl.formatMessage({ id: `admin.rules.resultType.${type}` }),
  });
  const [scopeLine, ...rest] = lines;
  return (
    <div className="adm-rules-summary">
      {scopeLine ? <p className="adm-rules-summary__scope">{intl.formatMessage({ id: `admin.rules.summary.${scopeLine.id}` }, scopeLine.values)}</p> : null}
      <ul>
        {rest.map((line, index) => (
          <li key={`${line.id}-${index}`}>{intl.formatMessage({ id: `admin.rules.summary.${line.id}` }, line.values)}</li>
        ))}
      </ul>
    </div>
  );
}
