import { Navigate } from 'react-router';
import { landingFor } from '../shared/desks';
import { useMe } from '../shared/session';

/** /console/: a goods owner lands on the orders desk, an agent on the complaints desk (the layout handles visitors and buyers). */
export function Landing() {
  const me = useMe();
  const landing = me.data ? landingFor(me.data.roleIdList) : null;
  return landing ? <Navigate to={landing} replace /> : null;
}
