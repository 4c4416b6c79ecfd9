// What the host and the remotes use of react-router: the module the federation shares under
// its name (see ../webpack/shared-subsets.ts). Adding an import of react-router elsewhere means
// adding it here; tooling/test/shared-subsets.test.ts fails until then.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'flowscope-whole/react-router';
