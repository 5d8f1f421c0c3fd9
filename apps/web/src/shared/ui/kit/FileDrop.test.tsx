import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileDrop } from './FileDrop';

describe('a drop zone', () => {
  it('is a button named by the caller, with the file picker hidden behind it', () => {
    const html = renderToStaticMarkup(
      <FileDrop accept=".jpg,.jpeg,.png" multiple onFiles={() => undefined} aria-label="Add a photo" inputTestId="photos-input" data-testid="photos">
        Add photo
      </FileDrop>,
    );
    expect(html).toMatch(/^<button type="button" class="kit-file-drop" aria-label="Add a photo" data-testid="photos">Add photo<\/button>/);
    expect(html).toContain('<input type="file" hidden="" tabindex="-1" accept=".jpg,.jpeg,.png" multiple="" data-testid="photos-input"/>');
  });

  it('while something is sent, says it is busy and shows a spinner; disabled, neither the button nor the picker works', () => {
    const busy = renderToStaticMarkup(
      <FileDrop accept=".pdf" busy onFiles={() => undefined}>
        Upload
      </FileDrop>,
    );
    expect(busy).toMatch(/<button type="button" class="kit-file-drop kit-file-drop--busy" aria-busy="true"><span class="kit-spinner/);
    const disabled = renderToStaticMarkup(
      <FileDrop accept=".pdf" disabled onFiles={() => undefined}>
        Upload
      </FileDrop>,
    );
    expect(disabled).toContain('<button type="button" class="kit-file-drop" disabled="">');
    expect(disabled).toMatch(/<input type="file" hidden="" tabindex="-1" accept=".pdf" disabled=""/);
  });
});
