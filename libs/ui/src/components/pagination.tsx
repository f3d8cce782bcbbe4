import { useIntl } from 'react-intl';
import { Button } from './button';
import { IconChevronLeft, IconChevronRight } from './icons';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Page numbers to show: first, last, and the current page with its neighbours; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) result.push(null);
    result.push(n);
  });
  return result;
}

/** One page of a list held whole (1-based, kept within the pages there are: a list that shrank shows its last page). */
export function pageOf<T>(list: readonly T[], page: number, size: number): { items: T[]; pages: number; current: number } {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: list.slice((current - 1) * size, current * size), pages, current };
}

export function Pagination({ page, pages, onChange }: PaginationProps) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const t = (id: string, defaultMessage: string, values?: Record<string, number>) => intl.formatMessage({ id, defaultMessage }, values);
  return (
    <nav className="rr-pagination" aria-label={t('ui.pagination.label', 'Pagination')}>
      <Button variant="secondary" size="sm" onClick={() => onChange(page - 1)} disabled={page <= 1} icon={<IconChevronLeft />}>
        {t('ui.pagination.previous', 'Previous')}
      </Button>
      <ul className="rr-pagination__pages">
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="rr-muted">…</li>
          ) : (
            <li key={n}>
              <Button
                variant="secondary"
                size="sm"
                className="rr-pagination__page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', 'Page {page}', { page: n })}
                onClick={() => onChange(n)}
              >
                {n}
              </Button>
            </li>
          ),
        )}
      </ul>
      <span className="rr-visually-hidden" aria-live="polite">{t('ui.pagination.status', 'Page {page} of {pages}', { page, pages })}</span>
      <Button variant="secondary" size="sm" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('ui.pagination.next', 'Next')}
        <IconChevronRight />
      </Button>
    </nav>
  );
}
