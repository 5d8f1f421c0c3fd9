/**
 * The app's router: the one module the pages import routing from, so what implements it can change
 * in one place.
 */
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  createHashRouter,
  createPath,
  matchPath,
  matchRoutes,
  redirect,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
