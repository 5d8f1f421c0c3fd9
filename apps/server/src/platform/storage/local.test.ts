import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from './storage';

const freshStorage = () => {
  const root = mkdtempSync(join(tmpdir(), 'clearlot-storage-test-'));
  return { root, storage: createFileStorage({ filesDir: root, s3: null }) };
};

describe('local file storage', () => {
  it('keeps bytes by key, under a folder named by the key’s first two characters', async () => {
    const { root, storage } = freshStorage();
    expect(storage.kind).toBe('local');
    await storage.put('ab12.png', Buffer.from('picture'), 'image/png');
    expect(readdirSync(join(root, 'ab'))).toEqual(['ab12.png']);
    expect(await text((await storage.open('ab12.png'))!)).toBe('picture');
  });

  it('answers null for a key with nothing stored, and removing it twice is no error', async () => {
    const { storage } = freshStorage();
    expect(await storage.open('cd34.png')).toBeNull();
    await storage.put('cd34.png', Buffer.from('x'), 'image/png');
    await storage.remove('cd34.png');
    await storage.remove('cd34.png');
    expect(await storage.open('cd34.png')).toBeNull();
  });

  it('leaves no temporary file behind when 20 writers race for one key, and the key holds one writer’s whole bytes', async () => {
    const { root, storage } = freshStorage();
    const versions = Array.from({ length: 20 }, (_, index) => Buffer.alloc(64 * 1024, index));
    await Promise.all(versions.map((bytes) => storage.put('ef56.png', bytes, 'image/png')));
    expect(readdirSync(join(root, 'ef'))).toEqual(['ef56.png']);
    const stored = await buffer((await storage.open('ef56.png'))!);
    expect(versions.some((bytes) => bytes.equals(stored))).toBe(true);
  });

  it('refuses keys that could leave the folder', async () => {
    const { storage } = freshStorage();
    for (const key of ['../escape.png', '.hidden', 'a/b.png', '', 'a\0b']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});
