import { Col, Row } from 'antd';
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
    <div className="page-width">
      <Row gutter={[24, 24]}>
        <Col xs={24} md={7} lg={6} xl={5}>
          <AccountMenu />
        </Col>
        {/* at least a screen tall: the footer starts below the fold, so a page's content arriving never pushes it (CLS) */}
        <Col xs={24} md={17} lg={18} xl={19} style={{ minHeight: '100vh' }}>
          <Outlet />
        </Col>
      </Row>
    </div>
  );
}
