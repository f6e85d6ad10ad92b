import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ParsedRelease, Resolution } from '../parse/parsed-release.js';

const execFileAsync = promisify(execFile);

/**
 * What naming needs to know about the streams of a file, in the names Sonarr and Radarr use in
 * their `{MediaInfo …}` tokens. From the file itself (`probeMediaInfo`, ffprobe) or, when that is
 * off or fails, from its release name (`mediaInfoFromName`); same shape either way.
 */
export interface MediaInfo {
  /** `x264` (any H.264), `x265` (any HEVC), `AV1`, `VP9`, `VVC`, `MPEG2`, `VC1`, `XviD`, `DivX`… */
  videoCodec: string | null;
  /** 8, 10 or 12. */
  videoBitDepth: number | null;
  resolution: Resolution | null;
  /** Dynamic-range formats, strongest first: `DV`, `HDR10+`, `HDR10`, `HDR`, `HLG`; `[]` for SDR. */
  hdr: string[];
  /** Of the default audio track: `DTS-HD MA`, `DTS-X`, `TrueHD Atmos`, `TrueHD`, `EAC3 Atmos`, `EAC3`, `AC3`, `AAC`, `FLAC`… */
  audioCodec: string | null;
  /** `7.1`, `5.1`, `2.0`, `1.0`… */
  audioChannels: string | null;
  /** ISO 639-1 codes where one exists (else as written), in track order, without duplicates. */
  audioLanguages: string[];
  subtitleLanguages: string[];
  durationSeconds: number | null;
}

interface ProbeOptions {
  /** The ffprobe executable; `ffprobe` from PATH by default. */
  ffprobePath?: string;
  /** ffprobe is killed after this long (a stalled network mount); default 20 s. */
  timeoutMs?: number;
}

/**
 * Read a file's streams with ffprobe. Resolves to `null`, never throws, when ffprobe is missing,
 * fails, times out or finds neither video nor audio.
 */
export async function probeMediaInfo(file: string, options: ProbeOptions = {}): Promise<MediaInfo | null> {
  // An absolute path can't be mistaken for an option (`-i…`) or a protocol (`http:`).
  const args = ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path.resolve(file)];
  try {
    const { stdout } = await execFileAsync(options.ffprobePath ?? 'ffprobe', args, {
      timeout: options.timeoutMs ?? 20_000,
      killSignal: 'SIGKILL',
      maxBuffer: 16 * 1024 * 1024,
      windowsHide: true,
      encoding: 'utf8',
    });
    return mediaInfoFromFfprobe(JSON.parse(stdout) as unknown);
  } catch {
    return null;
  }
}

// ── ffprobe JSON → MediaInfo ─────────────────────────────────────────────────────────────────────

type Json = Record<string, unknown>;

function obj(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}
function str(o: Json | null, key: string): string | null {
  const v = o?.[key];
  return typeof v === 'string' && v !== '' ? v : null;
}
function num(o: Json | null, key: string): number | null {
  const v = o?.[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}
function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(obj).filter((o): o is Json => o !== null) : [];
}

/** Map the JSON printed by `ffprobe -print_format json -show_streams -show_format`; `null` if it holds no video or audio. */
export function mediaInfoFromFfprobe(json: unknown): MediaInfo | null {
  const streams = list(obj(json)?.['streams']);
  const video = streams.find(
    (s) => str(s, 'codec_type') === 'video' && num(obj(s['disposition']), 'attached_pic') !== 1,
  );
  const audios = streams.filter((s) => str(s, 'codec_type') === 'audio');
  const subtitles = streams.filter((s) => str(s, 'codec_type') === 'subtitle');
  if (!video && audios.length === 0) return null;
  const audio = audios.find((s) => num(obj(s['disposition']), 'default') === 1) ?? audios[0] ?? null;
  const format = obj(obj(json)?.['format']);

  return {
    videoCodec: video ? ffprobeVideoCodec(video) : null,
    videoBitDepth: video ? ffprobeBitDepth(video) : null,
    resolution: video ? resolutionFromSize(num(video, 'width'), num(video, 'height')) : null,
    hdr: video ? ffprobeHdr(video) : [],
    audioCodec: audio ? ffprobeAudioCodec(audio) : null,
    audioChannels: audio ? ffprobeChannels(audio) : null,
    audioLanguages: languagesOf(audios),
    subtitleLanguages: languagesOf(subtitles),
    durationSeconds: num(format, 'duration') ?? (video ? num(video, 'duration') : null),
  };
}

function ffprobeVideoCodec(s: Json): string | null {
  const name = (str(s, 'codec_name') ?? '').toLowerCase();
  const tag = (str(s, 'codec_tag_string') ?? '').toUpperCase();
  switch (name) {
    case 'h264':
      return 'x264';
    case 'hevc':
      return 'x265';
    case 'av1':
      return 'AV1';
    case 'vp9':
      return 'VP9';
    case 'vp8':
      return 'VP8';
    case 'vvc':
      return 'VVC';
    case 'mpeg2video':
      return 'MPEG2';
    case 'mpeg1video':
      return 'MPEG1';
    case 'vc1':
      return 'VC1';
    case 'wmv3':
      return 'WMV';
    case 'mpeg4':
      if (tag === 'XVID') return 'XviD';
      if (['DIVX', 'DX50', 'DIV3', 'DIV4', 'DIV5'].includes(tag)) return 'DivX';
      return 'MPEG4';
    case '':
      return null;
    default:
      return name.toUpperCase();
  }
}

function ffprobeBitDepth(s: Json): number | null {
  const raw = num(s, 'bits_per_raw_sample');
  if (raw !== null && raw > 0) return raw;
  const pix = str(s, 'pix_fmt') ?? '';
  const m = /p(\d{2})(?:le|be)$/.exec(pix);
  if (m) return Number(m[1]);
  return pix ? 8 : null;
}

/**
 * By width as well as height, so that a 1920×800 scope film is 1080p and a 3840×1600 one 2160p.
 * The buckets of `ParsedRelease.resolution`.
 */
export function resolutionFromSize(width: number | null, height: number | null): Resolution | null {
  const w = width ?? 0;
  const h = height ?? 0;
  if (w <= 0 && h <= 0) return null;
  if (w >= 3200 || h >= 2000) return '2160p';
  if (w >= 1800 || h >= 1000) return '1080p';
  if (w >= 1200 || h >= 700) return '720p';
  if (h >= 540) return '576p';
  return '480p';
}

function ffprobeHdr(s: Json): string[] {
  const found = new Set<string>();
  const transfer = str(s, 'color_transfer');
  for (const side of list(s['side_data_list'])) {
    const type = (str(side, 'side_data_type') ?? '').toLowerCase();
    if (type.includes('dovi') || type.includes('dolby vision')) {
      found.add('DV');
      // The base layer a DV-unaware player sees: 1 and 6 are HDR10, 4 HLG, 2 SDR, 0 none.
      const compat = num(side, 'dv_bl_signal_compatibility_id');
      if (compat === 1 || compat === 6) found.add('HDR10');
      if (compat === 4) found.add('HLG');
    }
    if (type.includes('hdr10+') || type.includes('smpte2094-40')) found.add('HDR10+');
  }
  if (transfer === 'smpte2084') found.add('HDR10');
  if (transfer === 'arib-std-b67') found.add('HLG');
  if (found.has('HDR10+')) found.delete('HDR10');
  return ['DV', 'HDR10+', 'HDR10', 'HLG'].filter((f) => found.has(f));
}

function ffprobeAudioCodec(s: Json): string | null {
  const name = (str(s, 'codec_name') ?? '').toLowerCase();
  const profile = str(s, 'profile') ?? '';
  const title = str(obj(s['tags']), 'title') ?? '';
  const atmos = /atmos/i.test(profile) || /atmos/i.test(title);
  if (name === 'dts') {
    if (/dts[:-]x/i.test(profile)) return 'DTS-X';
    if (/\bMA\b/.test(profile)) return 'DTS-HD MA';
    if (/HRA/.test(profile)) return 'DTS-HD HRA';
    if (/express/i.test(profile)) return 'DTS Express';
    if (/\bES\b/.test(profile)) return 'DTS-ES';
    return 'DTS';
  }
  if (name === 'truehd' || name === 'mlp') return atmos ? 'TrueHD Atmos' : 'TrueHD';
  if (name === 'eac3') return atmos ? 'EAC3 Atmos' : 'EAC3';
  if (name.startsWith('pcm_')) return 'PCM';
  const names: Record<string, string> = {
    ac3: 'AC3',
    aac: 'AAC',
    flac: 'FLAC',
    opus: 'Opus',
    mp3: 'MP3',
    mp2: 'MP2',
    vorbis: 'Vorbis',
    alac: 'ALAC',
    wmav2: 'WMA',
    wmapro: 'WMA',
  };
  return names[name] ?? (name ? name.toUpperCase() : null);
}

function ffprobeChannels(s: Json): string | null {
  const layout = str(s, 'channel_layout') ?? '';
  const m = /^(\d+)\.(\d)/.exec(layout);
  if (m) return `${m[1]}.${m[2]}`;
  if (layout.startsWith('stereo')) return '2.0';
  if (layout === 'mono') return '1.0';
  if (layout.startsWith('quad')) return '4.0';
  const count = num(s, 'channels');
  const byCount: Record<number, string> = {
    1: '1.0',
    2: '2.0',
    3: '2.1',
    4: '4.0',
    5: '5.0',
    6: '5.1',
    7: '6.1',
    8: '7.1',
  };
  return count === null ? null : (byCount[count] ?? `${count}ch`);
}

// ISO 639-2 (bibliographic and terminology) → 639-1 for the languages releases are made in.
// prettier-ignore
const ISO_639_2: Record<string, string> = {
  eng: 'en', fre: 'fr', fra: 'fr', ger: 'de', deu: 'de', spa: 'es', ita: 'it', por: 'pt', dut: 'nl', nld: 'nl',
  swe: 'sv', nor: 'no', nob: 'nb', nno: 'nn', dan: 'da', fin: 'fi', ice: 'is', isl: 'is', pol: 'pl', cze: 'cs',
  ces: 'cs', slo: 'sk', slk: 'sk', hun: 'hu', rum: 'ro', ron: 'ro', bul: 'bg', gre: 'el', ell: 'el', tur: 'tr',
  rus: 'ru', ukr: 'uk', srp: 'sr', hrv: 'hr', slv: 'sl', est: 'et', lav: 'lv', lit: 'lt', heb: 'he', ara: 'ar',
  per: 'fa', fas: 'fa', hin: 'hi', tam: 'ta', tel: 'te', mal: 'ml', kan: 'kn', ben: 'bn', mar: 'mr', urd: 'ur',
  tha: 'th', vie: 'vi', ind: 'id', may: 'ms', msa: 'ms', fil: 'tl', tgl: 'tl', chi: 'zh', zho: 'zh', jpn: 'ja',
  kor: 'ko', cat: 'ca', baq: 'eu', eus: 'eu', glg: 'gl', wel: 'cy', cym: 'cy', gle: 'ga', afr: 'af', alb: 'sq',
  sqi: 'sq', arm: 'hy', hye: 'hy', geo: 'ka', kat: 'ka', mac: 'mk', mkd: 'mk', bos: 'bs', lat: 'la',
};

/** `eng` → `en`; 639-1 codes and unknown codes are kept lower-case; undetermined ones dropped. */
export function toIso6391(code: string): string | null {
  const c = code.trim().toLowerCase();
  if (c === '' || c === 'und' || c === 'zxx' || c === 'mis' || c === 'mul') return null;
  return ISO_639_2[c] ?? c;
}

const ISO_639_1 = new Set(Object.values(ISO_639_2));

/** Whether a code names a language (ISO 639-1, or a 639-2 code of the table above). */
export function isLanguageCode(code: string): boolean {
  const c = code.toLowerCase();
  return (c.length === 3 && Object.hasOwn(ISO_639_2, c)) || (c.length === 2 && ISO_639_1.has(c));
}

function languagesOf(streams: Json[]): string[] {
  const out: string[] = [];
  for (const s of streams) {
    const lang = str(obj(s['tags']), 'language');
    const code = lang === null ? null : toIso6391(lang);
    if (code !== null && !out.includes(code)) out.push(code);
  }
  return out;
}

// ── release name → MediaInfo ─────────────────────────────────────────────────────────────────────

/** The Sonarr/Radarr name of a video codec however a release name writes it (`h.264`, `HEVC`, `x265`…). */
function normaliseVideoCodec(codec: string | null): string | null {
  if (codec === null || codec.trim() === '') return null;
  const c = codec.toLowerCase().replace(/[\s.]/g, '');
  if (/^(?:[xh]264|avc)$/.test(c)) return 'x264';
  if (/^(?:[xh]265|hevc)$/.test(c)) return 'x265';
  if (/^(?:[xh]266|vvc)$/.test(c)) return 'VVC';
  if (c === 'av1') return 'AV1';
  if (c === 'vp9') return 'VP9';
  if (/^x-?vid$/.test(c)) return 'XviD';
  if (c === 'divx') return 'DivX';
  if (/^vc-?1$/.test(c)) return 'VC1';
  if (/^mpeg-?2$/.test(c)) return 'MPEG2';
  return codec.trim();
}

/** The Sonarr/Radarr name of an audio codec as a release name writes it (`DDP`, `DTS:X`, `TrueHD Atmos`…). */
function normaliseAudioCodec(codec: string | null, atmosHint = false): string | null {
  if (codec === null || codec.trim() === '') return null;
  const c = codec.toLowerCase();
  const atmos = atmosHint || c.includes('atmos');
  if (/truehd/.test(c)) return atmos ? 'TrueHD Atmos' : 'TrueHD';
  if (/dts[:\s-]?x\b/.test(c)) return 'DTS-X';
  if (/dts[\s-]?hd[\s-]?ma|dts[\s-]?ma\b/.test(c)) return 'DTS-HD MA';
  if (/dts[\s-]?hd[\s-]?hra|dts[\s-]?hra/.test(c)) return 'DTS-HD HRA';
  if (/dts[\s-]?es\b/.test(c)) return 'DTS-ES';
  if (/dts/.test(c)) return 'DTS';
  if (/e-?ac-?3|ddp|dd\+|digital\s*plus/.test(c)) return atmos ? 'EAC3 Atmos' : 'EAC3';
  if (/ac-?3|^dd\b|dolby\s*digital/.test(c)) return 'AC3';
  if (/aac/.test(c)) return 'AAC';
  if (/flac/.test(c)) return 'FLAC';
  if (/opus/.test(c)) return 'Opus';
  if (/mp3/.test(c)) return 'MP3';
  if (/pcm/.test(c)) return 'PCM';
  return codec.trim();
}

/** `5.1`, `7.1`, `2.0` from `5.1`, `51`, `5 1`, `6ch`. */
function normaliseChannels(channels: string | null): string | null {
  if (channels === null) return null;
  const m = /^(\d)[.\s]?(\d)$/.exec(channels.trim());
  if (m) return `${m[1]}.${m[2]}`;
  const ch = /^(\d)ch$/i.exec(channels.trim());
  if (ch) return ({ '2': '2.0', '6': '5.1', '8': '7.1' } as Record<string, string>)[ch[1]!] ?? channels.trim();
  return channels.trim() || null;
}

/** The same facts as far as the release name tells them. */
export function mediaInfoFromName(parsed: ParsedRelease): MediaInfo {
  return {
    videoCodec: normaliseVideoCodec(parsed.videoCodec),
    videoBitDepth: parsed.bitDepth,
    resolution: parsed.resolution,
    hdr: [...parsed.hdr],
    audioCodec: normaliseAudioCodec(parsed.audioCodec, /(?<![a-z])atmos(?![a-z])/i.test(parsed.input)),
    audioChannels: normaliseChannels(parsed.audioChannels),
    audioLanguages: parsed.languages.filter((l) => l !== 'mul').map((l) => l.toLowerCase()),
    subtitleLanguages: [],
    durationSeconds: null,
  };
}

/**
 * What naming uses: the probe where it read something, the name for the rest (ffprobe can't tell
 * HDR10+ without reading frames, nor anything when it is off). Either side may be missing.
 */
export function effectiveMediaInfo(probed: MediaInfo | null | undefined, parsed: ParsedRelease | null): MediaInfo {
  const named = parsed ? mediaInfoFromName(parsed) : null;
  if (!probed) {
    return (
      named ?? {
        videoCodec: null,
        videoBitDepth: null,
        resolution: null,
        hdr: [],
        audioCodec: null,
        audioChannels: null,
        audioLanguages: [],
        subtitleLanguages: [],
        durationSeconds: null,
      }
    );
  }
  if (!named) return probed;
  let hdr = probed.hdr.length > 0 ? probed.hdr : named.hdr;
  if (hdr.includes('HDR10') && named.hdr.includes('HDR10+')) hdr = hdr.map((h) => (h === 'HDR10' ? 'HDR10+' : h));
  return {
    videoCodec: probed.videoCodec ?? named.videoCodec,
    videoBitDepth: probed.videoBitDepth ?? named.videoBitDepth,
    resolution: probed.resolution ?? named.resolution,
    hdr,
    audioCodec: probed.audioCodec ?? named.audioCodec,
    audioChannels: probed.audioChannels ?? named.audioChannels,
    audioLanguages: probed.audioLanguages.length > 0 ? probed.audioLanguages : named.audioLanguages,
    subtitleLanguages: probed.subtitleLanguages,
    durationSeconds: probed.durationSeconds,
  };
}
