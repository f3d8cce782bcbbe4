import { get, queryCall, queryKeys, useQuery } from '@rr/api-client';
import type { StatementYears } from '@rr/contracts/statements';
import { apiPath } from '@rr/contracts/routes';
import { localeAtom } from '@rr/session';
import { Alert, Card, apiErrorText, buttonClass } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useIntl } from 'react-intl';

/**
 * The rider's year-end statements as the rider downloads them from their wallet (docs/reports.md "Year-end
 * statements"): every closed year they had money in, as PDF and CSV, in the language staff read the page in.
 */
export function StatementsCard({ riderId }: { riderId: string }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderStatements.${id}` }, values);
  const statements = useQuery({
    queryKey: [...queryKeys.payouts.all, 'statements', riderId] as const,
    queryFn: (context) => get<StatementYears>(apiPath('/api/admin/statements'), { query: { riderId }, alert: false, ...queryCall(context) }),
    meta: { alert: false },
  });
  const href = (year: number, format: 'pdf' | 'csv') => `${apiPath('/api/admin/statement/:file', { file: `${year}.${format}` })}?${new URLSearchParams({ riderId, locale }).toString()}`;
  const years = statements.data?.years ?? [];
  return (
    <Card title={t('title')}>
      {statements.isError ? <Alert tone="error">{apiErrorText(intl, statements.error)}</Alert> : null}
      {statements.data && years.length === 0 ? <p className="rr-muted">{t('none')}</p> : null}
      {years.length > 0 ? (
        <ul className="adm-rd-statements">
          {years.map(({ year, currencies }) => (
            <li key={year}>
              <strong>{year}</strong> <span className="rr-muted">{currencies.join(' · ')}</span>{' '}
              <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={href(year, 'pdf')} type="application/pdf" download>
                <FileText className="rr-icon" aria-hidden="true" />
                {t('pdf', { year })}
              </a>{' '}
              <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={href(year, 'csv')} type="text/csv" download>
                <FileSpreadsheet className="rr-icon" aria-hidden="true" />
                {t('csv', { year })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
