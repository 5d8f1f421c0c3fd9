/** The user service's area: accounts and sign-in, applications, account closure (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import { seedDemoAccounts } from '../../db/seed';
import type { Area } from '../area';
import { applicationRoutes } from './applications/routes';
import { seedDemoApplication } from './applications/seed';
import { purgeExpiredCaptchas } from './captcha';
import { closureRoutes } from './closure/routes';
import { purgeOldCodes } from './codes';
import { userRoutes } from './routes';

export const userArea: Area = {
  name: 'user',
  routes: (deps) => [
    { prefix: ServicePrefix.user, plugin: userRoutes(deps) },
    // seller and middle-man applications, issue 13
    { prefix: ServicePrefix.user, plugin: applicationRoutes(deps) },
    // account closure, issue 14
    { prefix: ServicePrefix.user, plugin: closureRoutes(deps) },
  ],
  sweepJobs: () => [
    { name: 'captchas', run: purgeExpiredCaptchas },
    { name: 'codes', run: purgeOldCodes },
  ],
  seeds: [
    { name: 'demo accounts', stage: 'base', run: (db) => seedDemoAccounts(db) },
    // one seller application waiting on the reviewer's desk (issue 13)
    { name: 'demo application', stage: 'base', run: (db) => seedDemoApplication(db) },
  ],
};
