import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { StatementYears } from '@rr/contracts/statements';
import { apiPath } from '@rr/contracts/routes';
import { localeAtom } from '@rr/session';
import { Alert, Card, apiErrorText, buttonClass } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The file of one year's statement, in the language the rider reads the page in. */
const fileHref = (year: number, format: 'pdf' | 'csv', locale: string) => `${apiPath('/api/rider/statement/:file', { file: `${year}.${format}` })}?locale=${encodeURIComponent(locale)}`;

/**
 * The wallet's "Year-end statements": every closed calendar year the rider had money in (Pacific time, the programme's
 * calendar), newest first, each as a PDF and a CSV of every earning, tax withheld, cash-out, dealer purchase, refund
 * and debt, with the totals per currency (payouts' `GET /api/rider/statements`, docs/reports.md). The January mail
 * links here (`#statements`).
 */
export function YearStatements() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const statements = useQuery({
    queryKey: [...queryKeys.payouts.all, 'statements'] as const,
    queryFn: (context) => get<StatementYears>(apiPath('/api/rider/statements'), { alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
  const years = statements.data?.years ?? [];
  return (
    <Card id="statements" title={<FormattedMessage id="rider.wallet.statements.title" />}>
      <p className="rr-muted">
        <FormattedMessage id="rider.wallet.statements.lead" />
      </p>
      {statements.isError ? <Alert tone="error">{apiErrorText(intl, statements.error)}</Alert> : null}
      {statements.data && years.length === 0 ? (
        <p>
          <FormattedMessage id="rider.wallet.statements.none" />
        </p>
      ) : null}
      {years.length > 0 ? (
        <ul className="rdr-statements">
          {years.map(({ year, currencies }) => (
            <li key={year} className="rdr-statements__year">
              <span className="rdr-statements__label">
                <strong>{year}</strong> <span className="rr-muted">{currencies.join(' · ')}</span>
              </span>
              <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={fileHref(year, 'pdf', locale)} type="application/pdf" download>
                <FileText className="rr-icon" aria-hidden="true" />
                <FormattedMessage id="rider.wallet.statements.pdf" values={{ year }} />
              </a>
              <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={fileHref(year, 'csv', locale)} type="text/csv" download>
                <FileSpreadsheet className="rr-icon" aria-hidden="true" />
                <FormattedMessage id="rider.wallet.statements.csv" values={{ year }} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
