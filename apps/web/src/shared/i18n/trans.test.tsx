import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Trans } from './useTranslation';

describe('Trans', () => {
  it('draws tagged words with the given elements and keeps the rest as text', () => {
    const html = renderToStaticMarkup(
      <Trans
        text="I accept the <terms>Terms</terms> and the <privacy>Privacy Policy</privacy>."
        components={{ terms: <a href="#/conditions" />, privacy: <a href="#/privacy" /> }}
      />,
    );
    expect(html).toBe('I accept the <a href="#/conditions">Terms</a> and the <a href="#/privacy">Privacy Policy</a>.');
  });
});
