import { Navigate, Outlet, useLocation } from '../../../shared/router';
import { useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { AccountMenu } from '../components/AccountMenu';

/** /home: the account area with its side menu; visitors are sent to sign in and brought back. */
export default function AccountLayout() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={signInPath(location)} replace />;
  return (
    <div className="page-width account-layout">
      <AccountMenu />
      {/* at least a screen tall: the footer starts below the fold, so a page's content arriving never pushes it (CLS) */}
      <div className="account-layout__page">
        <Outlet />
      </div>
    </div>
  );
}
