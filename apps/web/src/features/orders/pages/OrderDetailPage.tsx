import { Navigate, matchPath, useLocation, useSearchParams } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { OrderDetailContent } from '../components/OrderDetailContent';
import '../orders.css';

/**
 * /home/OrderDetail?orderNo= inside the account area, and /newOrderDetail?orderNo= on its own
 * (docs/product.md §2), where this page asks visitors to sign in itself.
 */
export default function OrderDetailPage() {
  const { token } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const standalone = matchPath(paths.orderDetailStandalone.path, location.pathname) !== null;
  if (standalone && !token) return <Navigate to={signInPath(location)} replace />;
  const content = <OrderDetailContent orderNo={(params.get('orderNo') ?? '').trim()} />;
  return standalone ? <div className="page-width page-standalone">{content}</div> : content;
}
