import { describe, expect, it } from 'vitest';
import { fileNameFrom, formatDuration, formatElapsed, formatFileSize, videoFileName } from './video-format';

describe('video numbers', () => {
  it('writes durations as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(15)).toBe('0:15');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(null)).toBeNull();
  });

  it('writes sizes in B, KB, MB or GB with 2 decimals', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2048.00 GB');
    expect(formatFileSize(null)).toBeNull();
  });

  it('writes sizes with the reader decimal separator', () => {
    expect(formatFileSize(1536, 'ro')).toBe('1,50 KB');
    expect(formatFileSize(2 * 1024 ** 4, 'es')).toBe('2048,00 GB');
  });

  it('says how long a render took, in the reader language', () => {
    const start = '2026-11-26T10:00:00.000Z';
    expect(formatElapsed(start, '2026-11-26T10:00:48.000Z', 'en')).toBe('48 sec');
    expect(formatElapsed(start, '2026-11-26T10:01:12.400Z', 'en')).toBe('1 min 12 sec');
    expect(formatElapsed(start, '2026-11-26T10:00:48.000Z', 'es')).toBe('48 s');
    expect(formatElapsed(start, null)).toBeNull();
  });

  it('names downloads from the title', () => {
    expect(videoFileName('Ghid: Roma în 3 zile!', 'video')).toBe('ghid-roma-in-3-zile.mp4');
    expect(videoFileName('   ', 'video-1234abcd')).toBe('video-1234abcd.mp4');
    expect(fileNameFrom('Munții noștri', 'voice-over', 'srt', 60)).toBe('muntii-nostri.srt');
  });
});
