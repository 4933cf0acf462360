/*
 * Mono 16-bit PCM WAV in and out. Every engine hands its parts to the joiner as samples, and
 * the joined result is written as one WAV (the format the renderer and ffmpeg read), part by
 * part: the header (wavHeader) is written again with the final length at the end.
 */

export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

export function encodeWav({ samples, sampleRate }: PcmAudio): Buffer {
  return Buffer.concat([wavHeader(sampleRate, samples.length), pcmBytes(samples)]);
}

/** The 44-byte header of a mono 16-bit PCM WAV holding `sampleCount` samples. */
export function wavHeader(sampleRate: number, sampleCount: number): Buffer {
  const dataBytes = sampleCount * 2;
  const out = Buffer.alloc(44);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  return out;
}

/** Samples as WAV data: 16-bit little-endian. */
export function pcmBytes(samples: Int16Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, i * 2);
  return out;
}

/**
 * Reads a PCM WAV (8/16/24/32-bit integer or 32-bit float, any channel count) into mono
 * 16-bit samples. Servers differ in the chunks they write (LIST, fact) and some stream with
 * a data size of 0 or 0xFFFFFFFF, so chunks are walked and an open-ended data chunk runs to
 * the end of the file. Anything else is refused with an Error.
 */
export function decodeWav(buffer: Buffer): PcmAudio {
  if (
    buffer.length < 12 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  )
    throw new Error('Not a WAV file');
  let offset = 12;
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    let size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        tag: buffer.readUInt16LE(body),
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
      // WAVE_FORMAT_EXTENSIBLE keeps the real format in its sub-format GUID.
      if (format.tag === 0xfffe && size >= 26) format.tag = buffer.readUInt16LE(body + 24);
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data before its format');
      if (size === 0 || body + size > buffer.length) size = buffer.length - body;
      return { samples: toMono16(buffer.subarray(body, body + size), format), sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV without audio data');
}

function toMono16(data: Buffer, f: { tag: number; channels: number; bits: number }): Int16Array {
  const bytes = f.bits / 8;
  const frameBytes = bytes * f.channels;
  if (
    !f.channels ||
    ![8, 16, 24, 32].includes(f.bits) ||
    (f.tag !== 1 && f.tag !== 3) ||
    (f.tag === 3 && f.bits !== 32)
  )
    throw new Error('Unsupported WAV format');
  const frames = Math.floor(data.length / frameBytes);
  const out = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < f.channels; c++) sum += readSample(data, i * frameBytes + c * bytes, f);
    out[i] = Math.max(-32768, Math.min(32767, Math.round((sum / f.channels) * 32767)));
  }
  return out;
}

/** One sample as -1..1. */
function readSample(data: Buffer, at: number, f: { tag: number; bits: number }): number {
  if (f.tag === 3) return data.readFloatLE(at);
  if (f.bits === 8) return (data.readUInt8(at) - 128) / 128;
  if (f.bits === 16) return data.readInt16LE(at) / 32768;
  if (f.bits === 24) return data.readIntLE(at, 3) / 8388608;
  return data.readInt32LE(at) / 2147483648;
}

export function durationMs({ samples, sampleRate }: PcmAudio): number {
  return Math.round((samples.length / sampleRate) * 1000);
}
