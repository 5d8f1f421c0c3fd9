import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, tickedAfter } from './CheckboxGroup';

const regions = [{ value: 'north' }, { value: 'wales' }, { value: 'scotland' }] as const;

describe('a group of tick boxes', () => {
  it('keeps the options order whatever order the boxes are ticked in, and drops one unticked', () => {
    expect(tickedAfter(regions, ['scotland'], 'north', true)).toEqual(['north', 'scotland']);
    expect(tickedAfter(regions, ['north', 'scotland'], 'wales', true)).toEqual(['north', 'wales', 'scotland']);
    expect(tickedAfter(regions, ['north', 'wales', 'scotland'], 'wales', false)).toEqual(['north', 'scotland']);
    expect(tickedAfter(regions, ['north'], 'north', true)).toEqual(['north']);
  });

  it('is one named group of labelled tick boxes, the ticked ones checked', () => {
    const html = renderToStaticMarkup(
      <CheckboxGroup
        aria-label="Regions you serve"
        value={['wales']}
        onChange={() => undefined}
        options={[
          { value: 'north', label: 'North East' },
          { value: 'wales', label: 'Wales' },
        ]}
        columns={3}
        data-testid="regions"
      />,
    );
    expect(html).toMatch(/^<div role="group" class="kit-check-group kit-check-group--3" aria-label="Regions you serve" data-testid="regions">/);
    expect(html.match(/role="checkbox"/g)).toHaveLength(2);
    expect(html.match(/aria-checked="true"/g)).toHaveLength(1);
    expect(html).toContain('<span class="kit-check__label">Wales</span>');
  });
});
