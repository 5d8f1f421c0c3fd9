import { describe, expect, it } from 'vitest';
import { describeIssue } from '../issues';
import { ContactUsBody } from './message';

const contact = { name: 'Jo Bloggs', email: 'jo@example.co.uk', topic: 'order' };

describe('ContactUsBody', () => {
  it('says the rule for a short message in both languages (not "This value is not valid.")', () => {
    const result = ContactUsBody.safeParse({ ...contact, message: '  too short ' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual(['message']);
    expect(describeIssue(issue)).toEqual({ en: 'Please write at least 10 characters.', zh: '请至少输入 10 个字符。' });
  });

  it('takes a message of 10 characters once trimmed', () => {
    expect(ContactUsBody.safeParse({ ...contact, message: ' 0123456789 ' }).success).toBe(true);
  });
});
