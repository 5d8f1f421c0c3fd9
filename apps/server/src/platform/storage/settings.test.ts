/** Where uploaded files go, as the configuration decides it (platform/config.ts). */
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createFileStorage } from './storage';

const s3Env = { S3_BUCKET: 'clearlot-files', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

describe('file storage settings', () => {
  it('keeps files beside the PGlite folder, in CLEARLOT_FILES_DIR when given, and in a fresh temporary folder for an in-memory database', () => {
    expect(loadConfig({ CLEARLOT_DATA_DIR: '/var/lib/clearlot/pglite' }).filesDir).toBe(resolve('/var/lib/clearlot/files'));
    expect(loadConfig({ CLEARLOT_DATA_DIR: '/var/lib/clearlot/pglite', CLEARLOT_FILES_DIR: '/srv/uploads' }).filesDir).toBe('/srv/uploads');
    const first = loadConfig({ NODE_ENV: 'test' }, { dataDir: 'memory://' }).filesDir;
    const second = loadConfig({ NODE_ENV: 'test' }, { dataDir: 'memory://' }).filesDir;
    expect(first.startsWith(tmpdir())).toBe(true);
    expect(first).not.toBe(second);
  });

  it('uses local storage unless S3 is configured', () => {
    const config = loadConfig({});
    expect(config.s3).toBeNull();
    expect(createFileStorage(config).kind).toBe('local');
  });

  it('reads the S3 settings, with AWS’s address for the region when no endpoint is given', () => {
    expect(loadConfig({ ...s3Env, S3_REGION: 'eu-west-2' }).s3).toEqual({
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      bucket: 'clearlot-files',
      region: 'eu-west-2',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    const minio = loadConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000/' });
    expect(minio.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' });
    expect(createFileStorage(minio).kind).toBe('s3');
  });

  it('refuses half an S3 configuration and an endpoint that is not an http(s) address', () => {
    expect(() => loadConfig({ S3_BUCKET: 'clearlot-files' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/together/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'not an address' })).toThrow(/S3_ENDPOINT/);
  });
});
