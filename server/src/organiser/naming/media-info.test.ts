import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  effectiveMediaInfo,
  mediaInfoFromFfprobe,
  mediaInfoFromName,
  probeMediaInfo,
  resolutionFromSize,
  type MediaInfo,
} from './media-info.js';
import { parsedReleaseWith } from './sample-context.js';

// Recorded `ffprobe -v error -print_format json -show_streams -show_format` output, trimmed to the
// fields that matter (ffprobe prints many more).

/** UHD remux: cover art first, HEVC 10-bit Dolby Vision profile 8.1 with HDR10 base, TrueHD Atmos + AC3, subtitles. */
const UHD_REMUX = {
  streams: [
    {
      index: 0,
      codec_name: 'mjpeg',
      codec_type: 'video',
      width: 600,
      height: 900,
      disposition: { default: 0, attached_pic: 1 },
    },
    {
      index: 1,
      codec_name: 'hevc',
      profile: 'Main 10',
      codec_type: 'video',
      width: 3840,
      height: 2160,
      pix_fmt: 'yuv420p10le',
      color_transfer: 'smpte2084',
      color_primaries: 'bt2020',
      disposition: { default: 1, attached_pic: 0 },
      side_data_list: [
        {
          side_data_type: 'DOVI configuration record',
          dv_version_major: 1,
          dv_profile: 8,
          dv_level: 6,
          rpu_present_flag: 1,
          el_present_flag: 0,
          bl_present_flag: 1,
          dv_bl_signal_compatibility_id: 1,
        },
      ],
    },
    {
      index: 2,
      codec_name: 'truehd',
      profile: 'Dolby TrueHD + Dolby Atmos',
      codec_type: 'audio',
      channels: 8,
      channel_layout: '7.1',
      disposition: { default: 1 },
      tags: { language: 'eng', title: 'TrueHD Atmos 7.1' },
    },
    {
      index: 3,
      codec_name: 'ac3',
      codec_type: 'audio',
      channels: 6,
      channel_layout: '5.1(side)',
      disposition: { default: 0 },
      tags: { language: 'fre' },
    },
    { index: 4, codec_name: 'hdmv_pgs_subtitle', codec_type: 'subtitle', tags: { language: 'eng' } },
    { index: 5, codec_name: 'hdmv_pgs_subtitle', codec_type: 'subtitle', tags: { language: 'ger' } },
    { index: 6, codec_name: 'hdmv_pgs_subtitle', codec_type: 'subtitle', tags: { language: 'und' } },
  ],
  format: { filename: '/m/uhd.mkv', nb_streams: 7, format_name: 'matroska,webm', duration: '8160.123000' },
};

/** Scope 1080p film (1920×800), H.264 8-bit, DTS-HD MA 5.1 with no default flag. */
const SCOPE_1080P = {
  streams: [
    {
      index: 0,
      codec_name: 'h264',
      profile: 'High',
      codec_type: 'video',
      width: 1920,
      height: 800,
      pix_fmt: 'yuv420p',
      bits_per_raw_sample: '8',
      color_transfer: 'bt709',
      disposition: { default: 0, attached_pic: 0 },
    },
    {
      index: 1,
      codec_name: 'dts',
      profile: 'DTS-HD MA',
      codec_type: 'audio',
      channels: 6,
      channel_layout: '5.1(side)',
      disposition: { default: 0 },
      tags: { language: 'eng' },
    },
  ],
  format: { duration: '6000.5' },
};

/** 720p HEVC 10-bit HLG broadcast with E-AC-3 Atmos (JOC). */
const HLG_720P = {
  streams: [
    {
      codec_name: 'hevc',
      codec_type: 'video',
      width: 1280,
      height: 720,
      pix_fmt: 'yuv420p10le',
      color_transfer: 'arib-std-b67',
    },
    {
      codec_name: 'eac3',
      profile: 'Dolby Digital Plus + Dolby Atmos',
      codec_type: 'audio',
      channels: 6,
      channel_layout: '5.1(side)',
      tags: { language: 'jpn' },
    },
  ],
  format: {},
};

/** PAL DVD: MPEG-2 720×576, stereo AC3, no language tags. */
const PAL_DVD = {
  streams: [
    { codec_name: 'mpeg2video', codec_type: 'video', width: 720, height: 576, pix_fmt: 'yuv420p' },
    { codec_name: 'ac3', codec_type: 'audio', channels: 2, channel_layout: 'stereo' },
  ],
  format: { duration: '5400' },
};

/** Old AVI: XviD in MPEG-4 Part 2, mono MP3. */
const XVID_AVI = {
  streams: [
    { codec_name: 'mpeg4', codec_tag_string: 'XVID', codec_type: 'video', width: 640, height: 272, pix_fmt: 'yuv420p' },
    { codec_name: 'mp3', codec_type: 'audio', channels: 1, channel_layout: 'mono', tags: { language: 'spa' } },
  ],
  format: {},
};

/** HDR10+ as ffprobe reports it when frame side data is included; DTS:X; 3840×1600 scope. */
const HDR10_PLUS_SCOPE = {
  streams: [
    {
      codec_name: 'hevc',
      codec_type: 'video',
      width: 3840,
      height: 1600,
      pix_fmt: 'yuv420p10le',
      color_transfer: 'smpte2084',
      side_data_list: [{ side_data_type: 'HDR Dynamic Metadata SMPTE2094-40 (HDR10+)' }],
    },
    { codec_name: 'dts', profile: 'DTS-HD MA + DTS:X', codec_type: 'audio', channels: 8, channel_layout: '7.1' },
  ],
};

describe('mediaInfoFromFfprobe', () => {
  it('reads a UHD remux: skips cover art, finds Dolby Vision with its HDR10 base, the default audio track', () => {
    expect(mediaInfoFromFfprobe(UHD_REMUX)).toEqual<MediaInfo>({
      videoCodec: 'x265',
      videoBitDepth: 10,
      resolution: '2160p',
      hdr: ['DV', 'HDR10'],
      audioCodec: 'TrueHD Atmos',
      audioChannels: '7.1',
      audioLanguages: ['en', 'fr'],
      subtitleLanguages: ['en', 'de'],
      durationSeconds: 8160.123,
    });
  });

  it('buckets a scope film by its width and takes the first audio track without a default', () => {
    expect(mediaInfoFromFfprobe(SCOPE_1080P)).toMatchObject({
      videoCodec: 'x264',
      videoBitDepth: 8,
      resolution: '1080p',
      hdr: [],
      audioCodec: 'DTS-HD MA',
      audioChannels: '5.1',
      audioLanguages: ['en'],
      durationSeconds: 6000.5,
    });
  });

  it('reads HLG and E-AC-3 Atmos', () => {
    expect(mediaInfoFromFfprobe(HLG_720P)).toMatchObject({
      videoCodec: 'x265',
      videoBitDepth: 10,
      resolution: '720p',
      hdr: ['HLG'],
      audioCodec: 'EAC3 Atmos',
      audioChannels: '5.1',
      audioLanguages: ['ja'],
      durationSeconds: null,
    });
  });

  it('reads a PAL DVD', () => {
    expect(mediaInfoFromFfprobe(PAL_DVD)).toMatchObject({
      videoCodec: 'MPEG2',
      resolution: '576p',
      audioCodec: 'AC3',
      audioChannels: '2.0',
      audioLanguages: [],
    });
  });

  it('reads an XviD AVI', () => {
    expect(mediaInfoFromFfprobe(XVID_AVI)).toMatchObject({
      videoCodec: 'XviD',
      resolution: '480p',
      audioCodec: 'MP3',
      audioChannels: '1.0',
      audioLanguages: ['es'],
    });
  });

  it('reads HDR10+ and DTS:X', () => {
    expect(mediaInfoFromFfprobe(HDR10_PLUS_SCOPE)).toMatchObject({
      resolution: '2160p',
      hdr: ['HDR10+'],
      audioCodec: 'DTS-X',
      audioChannels: '7.1',
    });
  });

  it('reads an audio-only file', () => {
    const info = mediaInfoFromFfprobe({ streams: [{ codec_name: 'flac', codec_type: 'audio', channels: 2 }] });
    expect(info).toMatchObject({
      videoCodec: null,
      resolution: null,
      hdr: [],
      audioCodec: 'FLAC',
      audioChannels: '2.0',
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'ffprobe said no'],
    ['an empty object', {}],
    ['streams that is not a list', { streams: 'x' }],
    ['subtitles only', { streams: [{ codec_type: 'subtitle', codec_name: 'subrip' }] }],
    ['cover art only', { streams: [{ codec_type: 'video', codec_name: 'png', disposition: { attached_pic: 1 } }] }],
  ])('gives null for %s', (_name, json) => {
    expect(mediaInfoFromFfprobe(json)).toBeNull();
  });

  it('tolerates odd field types', () => {
    const info = mediaInfoFromFfprobe({
      streams: [{ codec_type: 'video', codec_name: 'av1', width: '1920', height: null, tags: 5, side_data_list: {} }],
    });
    expect(info).toMatchObject({ videoCodec: 'AV1', resolution: '1080p', hdr: [] });
  });

  it.each<[number | null, number | null, string | null]>([
    [3840, 2160, '2160p'],
    [4096, 1716, '2160p'],
    [1920, 1080, '1080p'],
    [1440, 1080, '1080p'],
    [1280, 544, '720p'],
    [1024, 576, '576p'],
    [720, 480, '480p'],
    [null, null, null],
  ])('resolutionFromSize(%s, %s) = %s', (w, h, expected) => {
    expect(resolutionFromSize(w, h)).toBe(expected);
  });
});

describe('mediaInfoFromName', () => {
  it('normalises what the parser read from the name', () => {
    const parsed = parsedReleaseWith({
      input: 'Dune.Part.Two.2024.2160p.UHD.BluRay.REMUX.DV.HDR10.HEVC.TrueHD.7.1.Atmos-FGT.mkv',
      resolution: '2160p',
      videoCodec: 'h265',
      bitDepth: 10,
      hdr: ['DV', 'HDR10'],
      audioCodec: 'TrueHD',
      audioChannels: '7.1',
      languages: ['en', 'mul'],
    });
    expect(mediaInfoFromName(parsed)).toEqual<MediaInfo>({
      videoCodec: 'x265',
      videoBitDepth: 10,
      resolution: '2160p',
      hdr: ['DV', 'HDR10'],
      audioCodec: 'TrueHD Atmos',
      audioChannels: '7.1',
      audioLanguages: ['en'],
      subtitleLanguages: [],
      durationSeconds: null,
    });
  });

  it.each<[string | null, string | null]>([
    ['h264', 'x264'],
    ['x264', 'x264'],
    ['AVC', 'x264'],
    ['H.265', 'x265'],
    ['hevc', 'x265'],
    ['av1', 'AV1'],
    ['xvid', 'XviD'],
    ['mpeg2', 'MPEG2'],
    [null, null],
  ])('video codec %s → %s', (codec, expected) => {
    expect(mediaInfoFromName(parsedReleaseWith({ videoCodec: codec })).videoCodec).toBe(expected);
  });

  it.each<[string | null, string | null]>([
    ['DTS:X', 'DTS-X'],
    ['DTS-HD MA', 'DTS-HD MA'],
    ['DTS', 'DTS'],
    ['EAC3', 'EAC3'],
    ['DDP', 'EAC3'],
    ['EAC3 Atmos', 'EAC3 Atmos'],
    ['AC3', 'AC3'],
    ['AAC', 'AAC'],
    ['Opus', 'Opus'],
    [null, null],
  ])('audio codec %s → %s', (codec, expected) => {
    expect(mediaInfoFromName(parsedReleaseWith({ audioCodec: codec })).audioCodec).toBe(expected);
  });
});

describe('effectiveMediaInfo', () => {
  const parsed = parsedReleaseWith({
    resolution: '2160p',
    videoCodec: 'x265',
    hdr: ['HDR10+'],
    audioCodec: 'DDP',
    audioChannels: '5.1',
  });

  it('takes the probe first and the name for what the probe did not read', () => {
    const probed = { ...mediaInfoFromFfprobe(PAL_DVD)!, audioChannels: null };
    expect(effectiveMediaInfo(probed, parsed)).toMatchObject({
      videoCodec: 'MPEG2',
      resolution: '576p',
      audioCodec: 'AC3',
      audioChannels: '5.1',
    });
  });

  it('keeps HDR10+ from the name when the probe only saw HDR10', () => {
    const probed = { ...mediaInfoFromFfprobe(UHD_REMUX)! };
    expect(effectiveMediaInfo(probed, parsed).hdr).toEqual(['DV', 'HDR10+']);
  });

  it('uses the name alone without a probe, and empty facts without either', () => {
    expect(effectiveMediaInfo(null, parsed).audioCodec).toBe('EAC3');
    expect(effectiveMediaInfo(undefined, null)).toMatchObject({ videoCodec: null, hdr: [], audioLanguages: [] });
  });
});

describe('probeMediaInfo', () => {
  let dir = '';
  const script = async (name: string, body: string) => {
    const file = path.join(dir, name);
    await writeFile(file, `#!/bin/sh\n${body}\n`);
    await chmod(file, 0o755);
    return file;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'media-info-'));
    await writeFile(path.join(dir, 'fixture.json'), JSON.stringify(SCOPE_1080P));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(process.platform === 'win32')('runs ffprobe with JSON output and an absolute path', async () => {
    const fake = await script('ffprobe-ok', `printf '%s\\n' "$@" > "${dir}/args.txt"\ncat "${dir}/fixture.json"`);
    const info = await probeMediaInfo('-relative name.mkv', { ffprobePath: fake, timeoutMs: 5000 });
    expect(info).toMatchObject({ videoCodec: 'x264', resolution: '1080p', audioCodec: 'DTS-HD MA' });
    const args = (await readFile(path.join(dir, 'args.txt'), 'utf8')).trim().split('\n');
    expect(args.slice(0, 6)).toEqual(['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format']);
    expect(args[6]).toBe(path.resolve('-relative name.mkv'));
  });

  it('gives null when ffprobe is missing', async () => {
    await expect(probeMediaInfo('/x.mkv', { ffprobePath: path.join(dir, 'no-such-ffprobe') })).resolves.toBeNull();
  });

  it.skipIf(process.platform === 'win32')('gives null when ffprobe fails or prints garbage', async () => {
    const failing = await script('ffprobe-fail', 'echo "x.mkv: Invalid data found when processing input" >&2\nexit 1');
    await expect(probeMediaInfo('/x.mkv', { ffprobePath: failing })).resolves.toBeNull();
    const garbage = await script('ffprobe-garbage', 'echo "{not json"');
    await expect(probeMediaInfo('/x.mkv', { ffprobePath: garbage })).resolves.toBeNull();
  });

  it.skipIf(process.platform === 'win32')('gives null when ffprobe hangs past the timeout', async () => {
    const hanging = await script('ffprobe-hang', 'exec sleep 10');
    const started = Date.now();
    await expect(probeMediaInfo('/x.mkv', { ffprobePath: hanging, timeoutMs: 200 })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// One real probe of a tiny clip, when this machine has ffmpeg and ffprobe.
const run = promisify(execFile);
const haveFfmpeg = await Promise.all([run('ffprobe', ['-version']), run('ffmpeg', ['-version'])]).then(
  () => true,
  () => false,
);
if (!haveFfmpeg)
  console.info('media-info.test: ffmpeg/ffprobe not found on this machine; the real-probe test is skipped');

describe.skipIf(!haveFfmpeg)('probeMediaInfo with the real ffprobe', () => {
  it('reads a clip made by ffmpeg', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'media-info-real-'));
    try {
      const clip = path.join(dir, 'clip.mkv');
      // prettier-ignore
      await run('ffmpeg', [
        '-v', 'error',
        '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25',
        '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
        '-t', '1',
        '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-preset', 'ultrafast',
        '-c:a', 'aac', '-ac', '2',
        '-metadata:s:a:0', 'language=eng',
        clip,
      ]);
      const info = await probeMediaInfo(clip, { timeoutMs: 10_000 });
      expect(info).toMatchObject({
        videoCodec: 'x264',
        videoBitDepth: 8,
        resolution: '720p',
        hdr: [],
        audioCodec: 'AAC',
        audioChannels: '2.0',
        audioLanguages: ['en'],
      });
      expect(info?.durationSeconds).toBeGreaterThan(0.5);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
