import { Navigate } from 'react-router';
import { landingFor } from '@clearlot/browser/consoleDesks';
import { useMe } from '../shared/session';

/** /console/: an account lands on its first desk (a goods owner on the orders desk); the layout handles visitors and buyers. */
export function Landing() {
  const me = useMe();
  const landing = me.data ? landingFor(me.data.roleIdList) : null;
  return landing ? <Navigate to={landing} replace /> : null;
}
