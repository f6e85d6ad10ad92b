import { describe, expect, it } from 'vitest';
import { fileExtension, isVideoFileName, VIDEO_EXTENSIONS } from './video-extensions.js';

describe('video extensions', () => {
  it('holds the long list: transport streams and .strm links play too', () => {
    for (const ext of ['mp4', 'mkv', 'avi', 'mov', 'wmv', 'flv', 'webm', 'm4v', 'ts', 'm2ts', 'mts', 'strm']) {
      expect(VIDEO_EXTENSIONS).toContain(ext);
    }
  });

  it('knows a video by its extension, whatever its case', () => {
    expect(isVideoFileName('Show - S01E01.MKV')).toBe(true);
    expect(isVideoFileName('Concert.2019.m2ts')).toBe(true);
    expect(isVideoFileName('Movie (2010).strm')).toBe(true);
    expect(isVideoFileName('Movie (2010).en.srt')).toBe(false);
    expect(isVideoFileName('movie.nfo')).toBe(false);
    expect(isVideoFileName('mkv')).toBe(false);
  });

  it('reads the extension of the last name only, and none for a dot-file', () => {
    expect(fileExtension('Show.2019/poster.JPG')).toBe('jpg');
    expect(fileExtension('folder.mkv/readme')).toBe('');
    expect(fileExtension('.mkv')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
});
