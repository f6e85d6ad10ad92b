// The quality names Sonarr and Radarr give a release, derived from a `ParsedRelease`. The spoofed
// Radarr/Sonarr APIs report these names to Bazarr, and the parser's acceptance tests compare them with the
// upstream corpora. Defaults for what a name does not say follow those applications.

import { type ParsedRelease } from './parsed-release.js';

export interface SonarrQuality {
  name: string;
  id: number;
  /** Sonarr v3 API source: television, televisionRaw, web, webRip, dvd, bluray, blurayRaw, unknown. */
  source: string;
  resolution: number;
}

export interface RadarrQuality {
  name: string;
  id: number;
  /** Radarr QualitySource, lower-cased: tv, webdl, webrip, dvd, bluray, cam, telesync, telecine, workprint, unknown. */
  source: string;
  resolution: number;
  /** none, remux, brdisk, rawhd, screener, regional. */
  modifier: string;
}

const SONARR: Record<string, [number, string]> = {
  Unknown: [0, 'unknown'],
  SDTV: [1, 'television'],
  DVD: [2, 'dvd'],
  'WEBDL-1080p': [3, 'web'],
  'HDTV-720p': [4, 'television'],
  'WEBDL-720p': [5, 'web'],
  'Bluray-720p': [6, 'bluray'],
  'Bluray-1080p': [7, 'bluray'],
  'WEBDL-480p': [8, 'web'],
  'HDTV-1080p': [9, 'television'],
  'Raw-HD': [10, 'televisionRaw'],
  'WEBRip-480p': [12, 'webRip'],
  'Bluray-480p': [13, 'bluray'],
  'WEBRip-720p': [14, 'webRip'],
  'WEBRip-1080p': [15, 'webRip'],
  'HDTV-2160p': [16, 'television'],
  'WEBRip-2160p': [17, 'webRip'],
  'WEBDL-2160p': [18, 'web'],
  'Bluray-2160p': [19, 'bluray'],
  'Bluray-1080p Remux': [20, 'blurayRaw'],
  'Bluray-2160p Remux': [21, 'blurayRaw'],
  'Bluray-576p': [22, 'bluray'],
};

const RADARR_IDS: Record<string, number> = {
  Unknown: 0, WORKPRINT: 24, CAM: 25, TELESYNC: 26, TELECINE: 27, DVDSCR: 28, REGIONAL: 29, SDTV: 1, DVD: 2,
  'DVD-R': 23, 'HDTV-720p': 4, 'HDTV-1080p': 9, 'HDTV-2160p': 16, 'WEBDL-480p': 8, 'WEBDL-720p': 5,
  'WEBDL-1080p': 3, 'WEBDL-2160p': 18, 'Bluray-480p': 20, 'Bluray-576p': 21, 'Bluray-720p': 6, 'Bluray-1080p': 7,
  'Bluray-2160p': 19, 'Remux-1080p': 30, 'Remux-2160p': 31, 'BR-DISK': 22, 'Raw-HD': 10, 'WEBRip-480p': 12,
  'WEBRip-720p': 14, 'WEBRip-1080p': 15, 'WEBRip-2160p': 17,
}; // prettier-ignore

/** What the extension alone says, as both applications read it. */
const EXTENSION_QUALITY: Record<string, { source: 'tv' | 'bluray' | 'dvd'; resolution: number }> = {
  avi: { source: 'tv', resolution: 480 },
  divx: { source: 'tv', resolution: 480 },
  wmv: { source: 'tv', resolution: 480 },
  mpg: { source: 'tv', resolution: 480 },
  mpeg: { source: 'tv', resolution: 480 },
  '3gp': { source: 'tv', resolution: 480 },
  flv: { source: 'tv', resolution: 480 },
  rmvb: { source: 'tv', resolution: 480 },
  mkv: { source: 'tv', resolution: 720 },
  mp4: { source: 'tv', resolution: 720 },
  m4v: { source: 'tv', resolution: 720 },
  mov: { source: 'tv', resolution: 720 },
  ts: { source: 'tv', resolution: 480 },
  m2ts: { source: 'bluray', resolution: 720 },
  vob: { source: 'dvd', resolution: 480 },
  iso: { source: 'dvd', resolution: 480 },
};

const SD_CODECS = new Set(['xvid', 'divx']);
/** A BDRip/BRRip without a resolution is a standard-definition encode. */
const RIP = /(?<![a-z0-9])(?:bd|br)-?rip(?![a-z0-9])/i;

function height(r: ParsedRelease): number | null {
  return r.resolution === null ? null : Number(r.resolution.slice(0, -1));
}

function sonarrName(name: string): SonarrQuality {
  const [id, source] = SONARR[name] ?? [0, 'unknown'];
  const res = /(\d{3,4})p/.exec(name);
  const resolution = name === 'SDTV' || name === 'DVD' ? 480 : name === 'Raw-HD' ? 1080 : res ? Number(res[1]) : 0;
  return { name, id, source, resolution };
}

/** Sonarr's quality for a release (`WEBDL-1080p`, `HDTV-720p`, `Bluray-2160p Remux`…). */
export function sonarrQuality(r: ParsedRelease): SonarrQuality {
  const h = height(r);
  const sd = r.videoCodec !== null && SD_CODECS.has(r.videoCodec);
  switch (r.source) {
    case 'bluray': {
      if (r.modifier === 'remux' && (h === null || h >= 1080)) return sonarrName(`Bluray-${h ?? 1080}p Remux`);
      const res = h ?? (sd || RIP.test(r.releaseTitle) ? 480 : 720);
      return sonarrName(res === 576 ? 'Bluray-576p' : `Bluray-${res}p`);
    }
    case 'webdl':
    case 'webrip': {
      const prefix = r.source === 'webdl' ? 'WEBDL' : 'WEBRip';
      const res =
        h === null || h === 576 ? (h === 576 ? 480 : r.container === 'mkv' || /\bmkv\b/i.test(r.input) ? 720 : 480) : h;
      return sonarrName(`${prefix}-${res}p`);
    }
    case 'tv':
      if (r.modifier === 'rawhd') return sonarrName('Raw-HD');
      return sonarrName(h === null || h <= 576 ? 'SDTV' : `HDTV-${h}p`);
    case 'dvd':
      return sonarrName('DVD');
    case 'cam':
    case 'telesync':
    case 'telecine':
    case 'workprint':
      return sonarrName('Unknown');
    default:
      break;
  }
  if (h !== null) return sonarrName(h <= 576 ? 'SDTV' : `HDTV-${h}p`);
  if (sd || r.videoCodec === 'h264') return sonarrName('SDTV');
  const ext = r.container !== null ? EXTENSION_QUALITY[r.container] : undefined;
  if (ext !== undefined) {
    if (ext.source === 'bluray') return sonarrName(`Bluray-${ext.resolution}p`);
    if (ext.source === 'dvd') return sonarrName('DVD');
    return sonarrName(ext.resolution === 480 ? 'SDTV' : `HDTV-${ext.resolution}p`);
  }
  return sonarrName('Unknown');
}

function radarr(name: string, source: string, resolution: number, modifier = 'none'): RadarrQuality {
  return { name, id: RADARR_IDS[name] ?? 0, source, resolution, modifier };
}

/** Radarr's quality for a release (`Bluray-1080p`, `Remux-2160p`, `BR-DISK`, `TELESYNC`…). */
export function radarrQuality(r: ParsedRelease): RadarrQuality {
  const h = height(r);
  const sd = r.videoCodec !== null && SD_CODECS.has(r.videoCodec);
  switch (r.source) {
    case 'bluray': {
      if (r.modifier === 'brdisk') return radarr('BR-DISK', 'bluray', 1080, 'brdisk');
      if (r.modifier === 'remux' && (h === null || h >= 1080)) {
        const res = h ?? 1080;
        return radarr(`Remux-${res}p`, 'bluray', res, 'remux');
      }
      const res = h ?? (sd || RIP.test(r.releaseTitle) ? 480 : 720);
      return radarr(`Bluray-${res}p`, 'bluray', res);
    }
    case 'webdl':
    case 'webrip': {
      const prefix = r.source === 'webdl' ? 'WEBDL' : 'WEBRip';
      const res =
        h === null || h === 576 ? (h === 576 ? 480 : r.container === 'mkv' || /\bmkv\b/i.test(r.input) ? 720 : 480) : h;
      return radarr(`${prefix}-${res}p`, r.source, res);
    }
    case 'tv': {
      if (r.modifier === 'rawhd') return radarr('Raw-HD', 'tv', 1080, 'rawhd');
      const res = h === null || h <= 576 ? 480 : h;
      return radarr(res === 480 ? 'SDTV' : `HDTV-${res}p`, 'tv', res);
    }
    case 'dvd':
      if (r.modifier === 'remux') return radarr('DVD-R', 'dvd', 480, 'remux');
      if (r.modifier === 'screener') return radarr('DVDSCR', 'dvd', 480, 'screener');
      if (r.modifier === 'regional') return radarr('REGIONAL', 'dvd', 480, 'regional');
      return radarr('DVD', 'dvd', h ?? 0);
    case 'cam':
      return radarr('CAM', 'cam', h ?? 0);
    case 'telesync':
      return radarr('TELESYNC', 'telesync', h ?? 0);
    case 'telecine':
      return radarr('TELECINE', 'telecine', h ?? 0);
    case 'workprint':
      return radarr('WORKPRINT', 'workprint', h ?? 0);
    default:
      break;
  }
  // Radarr reads a fansub release with only a resolution as a web release.
  if (h !== null && r.animeGroup !== null) return radarr(`WEBDL-${h <= 576 ? 480 : h}p`, 'webdl', h <= 576 ? 480 : h);
  if (h !== null) return h <= 576 ? radarr('SDTV', 'tv', 480) : radarr(`HDTV-${h}p`, 'tv', h);
  if (sd || r.videoCodec === 'h264') return radarr('SDTV', 'tv', 480);
  const ext = r.container !== null ? EXTENSION_QUALITY[r.container] : undefined;
  if (ext !== undefined) {
    if (ext.source === 'bluray') return radarr(`Bluray-${ext.resolution}p`, 'bluray', ext.resolution);
    if (ext.source === 'dvd') return radarr('DVD', 'dvd', 0);
    return ext.resolution === 480 ? radarr('SDTV', 'tv', 480) : radarr(`HDTV-${ext.resolution}p`, 'tv', ext.resolution);
  }
  return radarr('Unknown', 'unknown', 0);
}
