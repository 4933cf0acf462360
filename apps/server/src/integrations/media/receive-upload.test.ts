import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveUpload, UploadAbortedError, UploadTooLargeError } from './receive-upload.js';

describe('receiveUpload', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'forja-receive-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the body to the file and answers its size', async () => {
    const source = new PassThrough();
    const received = receiveUpload(source, path.join(dir, 'f'), 10);
    source.write(Buffer.from('hello'));
    source.end(Buffer.from('world'));
    expect(await received).toBe(10);
    expect(await readFile(path.join(dir, 'f'), 'utf8')).toBe('helloworld');
  });

  it('stops reading at the cap: the rest of the body stays unread', async () => {
    const source = new PassThrough();
    const received = receiveUpload(source, path.join(dir, 'f'), 8);
    source.write(Buffer.alloc(6));
    source.write(Buffer.alloc(6));
    await expect(received).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(source.isPaused()).toBe(true);
    expect(source.listenerCount('data')).toBe(0);
  });

  it('refuses a body that ends without its end (the client went away)', async () => {
    const source = new PassThrough();
    const received = receiveUpload(source, path.join(dir, 'f'), 100);
    source.write(Buffer.alloc(5));
    source.destroy();
    await expect(received).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('refuses a body whose stream fails', async () => {
    const source = new PassThrough();
    const received = receiveUpload(source, path.join(dir, 'f'), 100);
    source.destroy(new Error('ECONNRESET'));
    await expect(received).rejects.toBeInstanceOf(UploadAbortedError);
  });

  it('refuses a body whose client left before the route started reading', async () => {
    const source = new PassThrough();
    source.destroy();
    await expect(receiveUpload(source, path.join(dir, 'f'), 100)).rejects.toBeInstanceOf(UploadAbortedError);
  });
});
