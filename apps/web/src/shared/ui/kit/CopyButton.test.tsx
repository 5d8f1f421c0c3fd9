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

  it('as text, shows the words it was given and never the copied text', () => {
    const html = renderToStaticMarkup(<CopyButton look="text" text="ABC123" labels={{ copy: 'Copy key', copied: 'Copied', failed: 'Not copied' }} data-testid="copy" />);
    expect(html).toMatch(/^<button type="button" class="kit-btn kit-btn--link kit-btn--small" data-testid="copy"><span>Copy key<\/span><\/button>/);
    expect(html).not.toContain('ABC123');
  });
});
