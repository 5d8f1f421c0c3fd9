import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SignInRequired } from '../../../shared/ui/SignInRequired';

/** Checkout and payment need an account: the sign-in dialog opens, and the page says why (and returns here after). */
export function CheckoutSignInPrompt() {
  const { t } = useTranslation('checkout');
  return <SignInRequired title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} titleClassName="checkout-state__title" data-testid="checkout-sign-in" />;
}
