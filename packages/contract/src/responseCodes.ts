/**
 * The envelope codes the web client acts on by itself (docs/product.md §8) and the few the storefront's
 * first pages tell apart. They live apart from the error catalogue (errors.ts, which uses them)
 * so that a page can tell them apart without loading every bilingual message.
 */
export const SuccessCode = 200;

export const ClientCodes = {
  notSignedIn: 401,
  sessionExpired: 20004,
  permissionsChanged: 7017,
  clientOutdated: 7018,
  productNotFound: 5001,
  shopNotFound: 5003,
  topicNotFound: 5005,
  itemOutOfStock: 6003,
} as const;

/** Envelope codes the web client treats as "sign in again" (docs/product.md §8). */
export const SignInRequiredCodes: readonly number[] = [ClientCodes.notSignedIn, ClientCodes.sessionExpired];
/** Envelope codes that show the Tips dialog and reload (docs/product.md §8). */
export const ReloadCodes: readonly number[] = [ClientCodes.permissionsChanged, ClientCodes.clientOutdated];
