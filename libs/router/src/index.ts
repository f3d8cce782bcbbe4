// @rr/router: the parts of React Router the apps use, and nothing else.
//
// The router must be one instance in the page (the shell's BrowserRouter context has to reach every remote's
// <Routes>), so it is a Module Federation singleton. A shared module ships its whole entry untreeshaken: sharing
// react-router-dom itself cost 62 KB gzip on every first load (data routers, fetchers, SSR helpers, cookies). This
// façade is what is shared instead; react-router is bundled inside it and tree-shaken to these exports (about 14 KB).
// Apps import routing from here only (eslint forbids react-router and react-router-dom elsewhere); a name missing
// here is added here.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, Location, NavigateFunction } from 'react-router';
export { useSearchParams } from './search-params';
