import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, Route, Routes, useParams } from '@rr/router';
import { AREA_PAGES, AREA_START, HOME_PATHS, areaPages, type AreaPageRoute, type Role } from '@rr/contracts/routes';
import { PageHeader } from '../components/page-header';
import { NotFoundScreen } from '../components/status-screens';
import { PageLoading } from '../components/page-loading';
import { StartPage } from './start-page';

/**
 * One page of a role area as the route registry declares it (`areaPages(role)` in `@rr/contracts/routes`): its
 * route relative to /auth/<area>, and its name, the catalog key part (<area>.<page>.title / .lead, and
 * <area>.<page>.create.* for a create form).
 */
export interface AreaPage extends AreaPageRoute {
  /** The area's start page, greeting the user by name. */
  welcome?: boolean;
}

export interface AreaDefinition {
  /** Catalog namespace and /auth segment: rider, dealer, promoter or admin. */
  area: string;
  /** Where the area starts (the shell's HOME_PATHS and the not-found screen's way back). */
  home: string;
  /** Relative page the area's index redirects to, or null when the index is a page itself. */
  indexRedirect: string | null;
  pages: readonly AreaPage[];
}

/**
 * A role area as the route registry declares it: its pages (the start page greets the user), where it starts and
 * what its index leads to. Each remote's config/pages.ts is this.
 */
export function areaDefinition(role: Role): AreaDefinition {
  return {
    area: role,
    home: HOME_PATHS[role],
    indexRedirect: (AREA_PAGES[role] as Record<string, string>)[AREA_START[role]] || null,
    pages: areaPages(role).map((page) => (page.page === AREA_START[role] ? { ...page, welcome: true } : page)),
  };
}

/** A page of the area not yet built beyond its header: its translated title and what it is for. */
function SectionPage({ area, page }: { area: string; page: AreaPage }) {
  const params = useParams();
  const creating = page.optional === true && page.param !== undefined && !params[page.param];
  const key = creating ? `${area}.${page.page}.create` : `${area}.${page.page}`;
  return (
    <PageHeader
      eyebrow={<FormattedMessage id={`${area}.area`} />}
      title={<FormattedMessage id={`${key}.title`} />}
      description={<FormattedMessage id={`${key}.lead`} />}
    />
  );
}

/**
 * Every page of a role area as relative routes, for a remote's ./routes. `overrides` maps a page's
 * path to the real screen once a feature is built (usually a `lazyPage`: the spinner holds its place while its chunk
 * loads); the rest show their header.
 */
export function AreaRoutes({ definition, overrides = {} }: { definition: AreaDefinition; overrides?: Record<string, React.ReactNode> }) {
  const { area, home, indexRedirect, pages } = definition;
  const element = (page: AreaPage) =>
    overrides[page.path] ?? (page.welcome ? <StartPage area={area as Role} leadId={`${area}.${page.page}.lead`} /> : <SectionPage area={area} page={page} />);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {indexRedirect ? <Route index element={<Navigate to={indexRedirect} replace />} /> : null}
        {pages.map((page) =>
          page.path === '' ? <Route key="index" index element={element(page)} /> : <Route key={page.path} path={page.path} element={element(page)} />,
        )}
        <Route path="*" element={<NotFoundScreen homeHref={home} />} />
      </Routes>
    </Suspense>
  );
}
