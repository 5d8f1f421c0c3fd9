/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/) in the card-payment journey, served by
 * page.route: Stripe's real script cannot be loaded in the journeys (no network, no real keys). It
 * implements the part the payment page uses (Stripe(key).elements({ clientSecret, locale, appearance })
 * .create('payment').mount(…), elements.submit(), stripe.confirmPayment(…)) and talks to Stripe's API
 * address as the real one does, https://api.stripe.com/v1/payment_intents/:id/confirm with the
 * publishable key and the client secret; the journey routes that address to the local fake of Stripe
 * (scripts/stripe-fake.ts). Its "element" is three plain fields in the page; the card number typed
 * picks one of Stripe's test payment methods, as Stripe's test cards do. Test-only.
 */

/** Stripe's test card numbers and the test payment method each stands for (docs.stripe.com/testing). */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0025 0000 3155',
} as const;

/** Runs in the page (serialised with toString): keep it self-contained. */
function install(): void {
  const paymentMethods: Record<string, string> = {
    '4242424242424242': 'pm_card_visa',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
    '4000002500003155': 'pm_card_authenticationRequired',
  };
  const words = {
    en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code', incomplete: 'Your card number is incomplete.' },
    zh: { number: '卡号', expiry: '有效期', cvc: '安全码', incomplete: '您的卡号不完整。' },
  };
  type Appearance = { variables?: Record<string, string> };
  interface State {
    clientSecret: string;
    locale: string;
    appearance: Appearance;
    number: HTMLInputElement | null;
  }

  (window as unknown as { Stripe: unknown }).Stripe = (publishableKey: string) => ({
    elements(options: { clientSecret: string; locale?: string; appearance?: Appearance }) {
      const state: State = { clientSecret: options.clientSecret, locale: options.locale ?? 'auto', appearance: options.appearance ?? {}, number: null };
      const text = state.locale === 'zh' ? words.zh : words.en;
      return {
        state,
        create() {
          let root: HTMLElement | null = null;
          return {
            mount(target: string | HTMLElement) {
              const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
              root = document.createElement('div');
              root.setAttribute('data-testid', 'fake-payment-element');
              root.setAttribute('data-locale', state.locale);
              root.setAttribute('data-appearance', JSON.stringify(state.appearance));
              const variables = state.appearance.variables ?? {};
              root.style.cssText = `display:grid;gap:8px;font-family:${variables.fontFamily ?? 'inherit'};color:${variables.colorText ?? 'inherit'}`;
              const field = (label: string, name: string, placeholder: string) => {
                const wrap = document.createElement('label');
                wrap.style.cssText = 'display:grid;gap:4px;font-size:13px';
                wrap.textContent = label;
                const input = document.createElement('input');
                input.name = name;
                input.placeholder = placeholder;
                input.setAttribute('aria-label', label);
                input.style.cssText = `padding:10px;border:1px solid ${variables.colorPrimary ?? 'currentColor'};border-radius:${variables.borderRadius ?? '4px'};background:${variables.colorBackground ?? 'transparent'};font:inherit;min-width:0`;
                wrap.appendChild(input);
                root!.appendChild(wrap);
                return input;
              };
              state.number = field(text.number, 'cardnumber', '1234 1234 1234 1234');
              field(text.expiry, 'exp-date', 'MM / YY');
              field(text.cvc, 'cvc', 'CVC');
              host?.appendChild(root);
            },
            destroy() {
              root?.remove();
            },
          };
        },
        async submit() {
          const digits = (state.number?.value ?? '').replace(/\D/g, '');
          return digits.length < 13 ? { error: { type: 'validation_error', code: 'incomplete_number', message: text.incomplete } } : {};
        },
      };
    },

    async confirmPayment(options: { elements: { state: State }; redirect?: string; confirmParams?: { return_url?: string } }) {
      const { state } = options.elements;
      const digits = (state.number?.value ?? '').replace(/\D/g, '');
      const body = new URLSearchParams({
        key: publishableKey,
        client_secret: state.clientSecret,
        payment_method: paymentMethods[digits] ?? 'pm_card_unknown',
        return_url: options.confirmParams?.return_url ?? '',
      });
      const intentId = state.clientSecret.split('_secret_')[0];
      let answer: { error?: unknown; id?: string; status?: string; next_action?: { type: string; redirect_to_url?: { url: string } } };
      try {
        const response = await fetch(`https://api.stripe.com/v1/payment_intents/${intentId}/confirm`, { method: 'POST', body });
        answer = (await response.json()) as typeof answer;
      } catch {
        return { error: { type: 'api_connection_error', message: 'Could not reach Stripe.' } };
      }
      if (answer.error) return { error: answer.error };
      if (answer.status === 'requires_action' && answer.next_action?.type === 'redirect_to_url' && answer.next_action.redirect_to_url) {
        // 3-D Secure: the bank's page, which comes back to return_url
        window.location.assign(answer.next_action.redirect_to_url.url);
        return new Promise(() => undefined);
      }
      return { paymentIntent: { id: answer.id, status: answer.status } };
    },
  });
}

/** The script's text, as js.stripe.com would serve it. */
export const FAKE_STRIPE_JS = `(${install.toString()})();`;
