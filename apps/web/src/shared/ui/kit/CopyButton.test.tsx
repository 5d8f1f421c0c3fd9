import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopyButton } from './CopyButton';

describe('a copy button', () => {
  it('is a plain button named by the caller, with an empty announcement until something is copied', () => {
    const html = renderToStaticMarkup(<CopyButton text="SO123" labels={{ copy: 'Copy order number', copied: 'Copied' }} data-testid="copy" />);
    expect(html).toMatch(/^<button type="button" class="kit-copy" aria-label="Copy order number" title="Copy order number" data-testid="copy">/);
    expect(html).toContain('<span class="visually-hidden" role="status"></span>');
  });

  it('draws its icon hidden from screen readers (the button carries the name)', () => {
    const html = renderToStaticMarkup(<CopyButton text="SO123" labels={{ copy: 'Copy', copied: 'Copied' }} />);
    expect(html).toContain('anticon-copy');
    expect(html).toMatch(/<span role="img" aria-label="copy" aria-hidden="true"/);
  });
});
