import { describe, expect, it } from 'vitest';
import { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { fileSize, statusName } from './display';

describe('the review desk display helpers', () => {
  it('shows file sizes in KB and MB', () => {
    expect(fileSize(500)).toBe('1 KB');
    expect(fileSize(180 * 1024)).toBe('180 KB');
    expect(fileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
  it('names a status in both languages', () => {
    expect(statusName(ApplicationStatus.Approved, 'en')).toBe('Approved');
    expect(statusName(ApplicationStatus.Approved, 'zh')).not.toBe('');
  });
});
