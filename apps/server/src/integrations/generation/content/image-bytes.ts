/*
 * Providers may hand back raw image bytes (base64 in JSON or a data: URL). The stored file
 * needs a truthful content type, so it is read from the file's magic bytes, not trusted
 * from the reply.
 */

export function detectImageType(data: Buffer): string | undefined {
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a)
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('ascii', 0, 6))) return 'image/gif';
  return undefined;
}

/** Decodes base64 image data; undefined when it is not a PNG, JPEG, WebP or GIF. */
export function decodeBase64Image(base64: string): { data: Buffer; contentType: string } | undefined {
  const data = Buffer.from(base64.replace(/\s+/g, ''), 'base64');
  const contentType = detectImageType(data);
  return contentType ? { data, contentType } : undefined;
}

/** `data:image/png;base64,...` -> bytes; undefined for anything else. */
export function decodeDataUrl(value: string): { data: Buffer; contentType: string } | undefined {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i.exec(value.trim());
  return match?.[1] ? decodeBase64Image(match[1]) : undefined;
}
