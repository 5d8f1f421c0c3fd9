import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineThumb } from './LineThumb';

describe('a line picture', () => {
  it('draws a picture as an image of the given size', () => {
    const html = renderToStaticMarkup(<LineThumb productImage="/media/a.svg" className="order-item__picture" size={64} />);
    expect(html).toMatch(/^<img class="order-item__picture" src="\/media\/a.svg"[^>]* width="64" height="64"/);
  });

  it('draws a video stored on an older line by its first frame, never as an image', () => {
    const html = renderToStaticMarkup(<LineThumb productImage="/media/clip.mp4" className="return-line__picture" size={56} />);
    expect(html).toMatch(/^<video class="return-line__picture" src="\/media\/clip.mp4#t=0.1"/);
    expect(html).not.toContain('<img');
  });

  it('holds the place with a placeholder of the same size when there is nothing', () => {
    const html = renderToStaticMarkup(<LineThumb productImage="" className="review-line__picture" size={56} />);
    expect(html).toContain('class="review-line__picture review-line__picture--none"');
    expect(html).toContain('width:56px;height:56px');
  });
});
