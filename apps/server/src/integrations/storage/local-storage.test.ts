import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN, newFileKey } from './file-storage.js';
import { RangeNotSatisfiableError } from './byte-range.js';
import { createLocalStorage } from './local-storage.js';

describe('local file storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const storage = createLocalStorage(dir);

  it('makes unguessable keys with a readable name', () => {
    const key = newFileKey('Ünïcode & A Sunny Hill!', 'PNG');
    expect(key).toMatch(FILE_KEY_PATTERN);
    expect(key).toMatch(/^[0-9a-f]{32}\/n-code-a-sunny-hill\.png$/);
    expect(newFileKey('***', 'png')).toMatch(/\/file\.png$/);
    expect(newFileKey('x', 'png')).not.toBe(newFileKey('x', 'png'));
  });

  it('writes, reads, serves the /files address and deletes', async () => {
    const key = newFileKey('hill', 'png');
    await storage.put(key, Buffer.from('bytes'), 'image/png');
    expect(fs.readFileSync(path.join(dir, key), 'utf8')).toBe('bytes');
    expect(storage.publicUrl(key)).toBe(`/files/${key}`);
    const file = await storage.read(key);
    expect(file).toMatchObject({ contentType: 'image/png', sizeBytes: 5 });
    file!.stream.destroy();
    await storage.delete(key);
    expect(fs.existsSync(path.join(dir, key))).toBe(false);
    expect(fs.existsSync(path.join(dir, key.split('/')[0]!))).toBe(false);
    await storage.delete(key); // deleting twice is fine
    expect(await storage.read(key)).toBeNull();
  });

  it('reads a range of a file, and refuses one past its end', async () => {
    const key = newFileKey('clip', 'mp4');
    await storage.put(key, Buffer.from('0123456789'), 'video/mp4');
    const file = await storage.read(key, { range: { start: 2, end: 4 } });
    expect(file).toMatchObject({
      range: { start: 2, end: 4, size: 10 },
      sizeBytes: 10,
      contentType: 'video/mp4',
    });
    const chunks: Buffer[] = [];
    for await (const c of file!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    await expect(storage.read(key, { range: { start: 10 } })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    expect(await storage.stat(key)).toMatchObject({ sizeBytes: 10, etag: expect.stringMatching(/^W\/"a-/) });
  });

  it('is STORAGE_UNAVAILABLE when the folder cannot take the file', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the folder should be');
    const error = await createLocalStorage(blocked)
      .put(newFileKey('x', 'png'), Buffer.from('x'), 'image/png')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x.png', '/etc/passwd', 'a/b.png', `${'a'.repeat(32)}/../../x.png`]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid file key/);
    }
  });
});
