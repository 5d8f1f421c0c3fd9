import { describe, expect, it, vi } from 'vitest';
import { confirm, dismissConfirms } from './feedback';

describe('confirmations', () => {
  it('are dismissed as cancelled when the page moves on, so a question left behind cannot act', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    const answer = confirm({ title: 'Cancel request?', content: null, okText: 'Yes', cancelText: 'No', onOk, onCancel });
    dismissConfirms();
    await expect(answer).resolves.toBe(false);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onOk).not.toHaveBeenCalled();
  });
});
