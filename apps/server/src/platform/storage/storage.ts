/**
 * Where uploaded files live (docs/product.md §7 file upload): one interface, a folder under the
 * data directory by default and S3-compatible object storage when configured. Records of who
 * owns a file and what type it is are the file service's; this layer only keeps bytes by key.
 */
import type { Readable } from 'node:stream';
import type { AppConfig } from '../config';
import { createLocalFileStorage } from './local';
import { createS3FileStorage } from './s3';

export interface FileStorage {
  /** 'local' or 's3', for logs and the start-up line */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, whole or not at all (a reader never sees half a file). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  /** Removes what is stored under the key; nothing there is not an error. */
  remove(key: string): Promise<void>;
}

export function createFileStorage(config: Pick<AppConfig, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.filesDir);
}
