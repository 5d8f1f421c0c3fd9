import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CopyButton } from './CopyButton';

describe('a copy button', () => {
  it('is a plain button with the words it was given', () => {
    const html = renderToStaticMarkup(<CopyButton text="ABC123" labels={{ copy: 'Copy key', copied: 'Copied', failed: 'Not copied' }} data-testid="copy" />);
    expect(html).toMatch(/^<button[^>]* type="button"/);
    expect(html).toContain('data-testid="copy"');
    expect(html).toContain('Copy key');
    // the copied text is not shown by the button itself
    expect(html).not.toContain('ABC123');
  });
});
