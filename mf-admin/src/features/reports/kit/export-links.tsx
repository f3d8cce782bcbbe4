import { EXPORT_FORMATS, type ExportableReport } from '@rr/contracts';
import { localeAtom } from '@rr/session';
import { IconDownload, buttonClass } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { exportHref, type ReportFilters } from './export';

export interface ExportLinksProps {
  report: ExportableReport;
  /** The report's filters as shown (range, search, currency, order). */
  filters: ReportFilters;
  /** What is exported, for the links' longer description ("Top dealers"). */
  what: string;
}

/**
 * CSV and XLSX of every row the filters match, as plain download links (the server writes the file, formula-safe, with
 * headers in the current language). The visible text is the accessible name; the title says what the file holds.
 */
export function ExportLinks({ report, filters, what }: ExportLinksProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  return (
    <div className="adm-report-exports">
      {EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          href={exportHref(report, format, locale, filters)}
          download
          title={intl.formatMessage({ id: `admin.reports.export.${format}.title` }, { what })}
        >
          <IconDownload />
          {intl.formatMessage({ id: `admin.reports.export.${format}` })}
        </a>
      ))}
    </div>
  );
}
