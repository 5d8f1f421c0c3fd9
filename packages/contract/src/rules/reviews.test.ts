import { describe, expect, it } from 'vitest';
import { REVIEW_EDIT_DAYS, averageRating, maskReviewerName, reviewEditClosesAt, reviewEditable } from './reviews';

describe('review rules', () => {
  it('masks a reviewer to the first and last character of their name', () => {
    expect(maskReviewerName('amelia_h')).toBe('a***h');
    expect(maskReviewerName('ab')).toBe('a***b');
    expect(maskReviewerName('z')).toBe('*');
    expect(maskReviewerName('')).toBe('*');
    // whole characters, not UTF-16 halves
    expect(maskReviewerName('王小明')).toBe('王***明');
    expect(maskReviewerName('😀shop😀')).toBe('😀***😀');
  });

  it('averages to one decimal, 0 with no reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
  });

  it('can be changed until the edit period ends or the goods owner replies', () => {
    const postedAt = 1_790_000_000;
    const closes = reviewEditClosesAt(postedAt);
    expect(closes - postedAt).toBe(REVIEW_EDIT_DAYS * 86_400);
    expect(reviewEditable({ postedAt, replied: false }, postedAt)).toBe(true);
    expect(reviewEditable({ postedAt, replied: false }, closes - 1)).toBe(true);
    expect(reviewEditable({ postedAt, replied: false }, closes)).toBe(false);
    expect(reviewEditable({ postedAt, replied: true }, postedAt + 1)).toBe(false);
  });
});
