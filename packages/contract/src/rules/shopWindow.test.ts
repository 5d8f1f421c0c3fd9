import { describe, expect, it } from 'vitest';
import { isBannerLink, scheduleState } from './shopWindow';

describe('banner links', () => {
  it('takes storefront pages and https addresses', () => {
    for (const link of ['/topic?id=3', '/homePageSecond?sort=timeDesc', 'https://example.com', 'https://shop.example.co.uk/a?b=c#d']) expect(isBannerLink(link), link).toBe(true);
  });
  it('refuses scripts, plain http, other hosts through //, spaces and nothing', () => {
    for (const link of ['javascript:alert(1)', 'http://example.com', '//evil.example', '/\\evil', 'https://', 'https://a b', '', 'topic?id=3', 'data:text/html,x'])
      expect(isBannerLink(link), link).toBe(false);
  });
});

describe('schedule state', () => {
  it('is scheduled before the start, showing until the end, ended after, retired whatever the time', () => {
    expect(scheduleState({ startsAt: 100, endsAt: 200, retired: false }, 99)).toBe('scheduled');
    expect(scheduleState({ startsAt: 100, endsAt: 200, retired: false }, 100)).toBe('showing');
    expect(scheduleState({ startsAt: 100, endsAt: 200, retired: false }, 200)).toBe('ended');
    expect(scheduleState({ startsAt: 100, endsAt: null, retired: false }, 10_000)).toBe('showing');
    expect(scheduleState({ startsAt: 100, endsAt: 200, retired: true }, 150)).toBe('retired');
  });
});
