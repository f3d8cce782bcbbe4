import { FormattedMessage } from 'react-intl';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { AreaPageRoute } from '@rr/contracts/routes';
import { displayName, sessionAtom } from '@rr/session';
import { PageHeader } from '../components/page-header';
import { NotFoundScreen } from '../components/status-screens';

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

/** The area's start page: greets the signed-in user by name (from the shell's session). */
function WelcomePage({ area, page }: { area: string; page: AreaPage }) {
  const session = useAtomValue(sessionAtom);
  const name = session?.authenticated ? displayName(session.user).trim() : '';
  return (
    <PageHeader
      eyebrow={<FormattedMessage id={`${area}.area`} />}
      title={name ? <FormattedMessage id={`${area}.welcome`} values={{ name }} /> : <FormattedMessage id={`${area}.welcomeNoName`} />}
      description={<FormattedMessage id={`${area}.${page.page}.lead`} />}
    />
  );
}

/**
 * Every page of a role area as relative routes, for a remote's ./routes. `overrides` maps a page's
 * path to the real screen once a feature is built; the rest show their header.
 */
export function AreaRoutes({ definition, overrides = {} }: { definition: AreaDefinition; overrides?: Record<string, React.ReactNode> }) {
  const { area, home, indexRedirect, pages } = definition;
  const element = (page: AreaPage) =>
    overrides[page.path] ?? (page.welcome ? <WelcomePage area={area} page={page} /> : <SectionPage area={area} page={page} />);
  return (
    <Routes>
      {indexRedirect ? <Route index element={<Navigate to={indexRedirect} replace />} /> : null}
      {pages.map((page) =>
        page.path === '' ? <Route key="index" index element={element(page)} /> : <Route key={page.path} path={page.path} element={element(page)} />,
      )}
      <Route path="*" element={<NotFoundScreen homeHref={home} />} />
    </Routes>
  );
}
