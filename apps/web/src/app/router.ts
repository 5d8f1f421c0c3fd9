import { createHashRouter } from '../shared/router';
import { routes } from './routes';

/** Hash-mode router (docs/product.md §2). Created after i18n is ready, because creating it starts the first navigation. */
export function createAppRouter() {
  return createHashRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
