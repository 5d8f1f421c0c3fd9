import { describe, expect, it } from 'vitest';
import { announceChange, onChangeElsewhere } from './otherTabs';

describe('other tabs hear of a change', () => {
  it('calls the listeners of the topic announced, in another channel of the same origin', async () => {
    const heard: string[] = [];
    const stop = onChangeElsewhere('applications', () => heard.push('applications'));
    announceChange('applications');
    await expect.poll(() => heard).toEqual(['applications']);
    stop();
    announceChange('applications');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['applications']);
  });
});
