import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RadioGroup } from './RadioGroup';

describe('a choice of one of several', () => {
  const render = (disabled?: boolean) =>
    renderToStaticMarkup(
      <RadioGroup
        aria-label="Delivery"
        value="express"
        onChange={() => undefined}
        options={[
          { value: 'standard', label: 'Standard' },
          { value: 'express', label: 'Express', description: 'Next working day' },
          { value: 'pallet', label: 'Pallet', disabled: true },
        ]}
        disabled={disabled}
        data-testid="delivery"
      />,
    );

  it('is one named group of native radio buttons sharing a name, the chosen one checked', () => {
    const html = render();
    expect(html).toMatch(/^<div role="radiogroup" class="kit-radios kit-radios--list kit-radios--column" aria-label="Delivery" data-testid="delivery">/);
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(3);
    const names = radios.map((radio) => /name="([^"]+)"/.exec(radio)?.[1]);
    expect(new Set(names).size).toBe(1);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/<input [^>]*checked="" value="express"/);
    expect(html).toContain('<span class="kit-radio__description">Next working day</span>');
  });

  it('disables one option, or all of them with the group', () => {
    expect(render().match(/disabled=""/g)).toHaveLength(1);
    const html = render(true);
    expect(html.match(/disabled=""/g)).toHaveLength(3);
    expect(html).toContain('aria-disabled="true"');
  });
});
