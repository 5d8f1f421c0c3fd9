/** The user service's area: accounts and sign-in, applications, account closure (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import { seedDemoAccounts } from '../../db/seed';
import type { Area } from '../area';
import { accountRoutes } from './accounts/routes';
import { applicationRoutes } from './applications/routes';
import { auditRoutes } from './audit/routes';
import { seedDemoApplication } from './applications/seed';
import { purgeExpiredCaptchas } from './captcha';
import { closureRoutes } from './closure/routes';
import { purgeOldCodes } from './codes';
import { userRoutes } from './routes';
import { staffRoutes } from './staff/routes';

export const userArea: Area = {
  name: 'user',
  routes: (deps) => [
    { prefix: ServicePrefix.user, plugin: userRoutes(deps) },
    // seller and middle-man applications, issue 13
    { prefix: ServicePrefix.user, plugin: applicationRoutes(deps) },
    // account closure, issue 14
    { prefix: ServicePrefix.user, plugin: closureRoutes(deps) },
    // platform operations, issue 34: the staff desk, the accounts desk, the audit log
    { prefix: ServicePrefix.user, plugin: staffRoutes(deps) },
    { prefix: ServicePrefix.user, plugin: accountRoutes(deps) },
    { prefix: ServicePrefix.user, plugin: auditRoutes(deps) },
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
