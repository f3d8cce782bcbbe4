/** `pagination` of the API's list answers: `{ page, limit, total, pages }`. */
export interface ApiPagination {
  page?: number;
  limit?: number;
  total?: number;
  pages?: number;
}

/** Number of pages: the answer's own count, else from total and limit; at least 1. */
export function pageCount(pagination: ApiPagination | undefined, limit: number): number {
  if (!pagination) return 1;
  if (typeof pagination.pages === 'number' && pagination.pages >= 1) return pagination.pages;
  const size = pagination.limit && pagination.limit > 0 ? pagination.limit : limit;
  return Math.max(1, Math.ceil((pagination.total ?? 0) / size));
}
