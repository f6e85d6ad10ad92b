const BY_EXTENSION: Record<string, string> = {
  mkv: 'video/x-matroska',
  mk3d: 'video/x-matroska',
  mka: 'audio/x-matroska',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  asf: 'video/x-ms-asf',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  m2v: 'video/mpeg',
  ts: 'video/mp2t',
  m2ts: 'video/mp2t',
  mts: 'video/mp2t',
  vob: 'video/mpeg',
  ogv: 'video/ogg',
  '3gp': 'video/3gpp',
  divx: 'video/divx',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  iso: 'application/x-iso9660-image',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  ac3: 'audio/ac3',
  dts: 'audio/vnd.dts',
  srt: 'application/x-subrip',
  vtt: 'text/vtt; charset=utf-8',
  ass: 'text/x-ssa',
  ssa: 'text/x-ssa',
  sub: 'text/plain; charset=utf-8',
  idx: 'text/plain; charset=utf-8',
  sup: 'application/octet-stream',
  nfo: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/plain; charset=utf-8',
  log: 'text/plain; charset=utf-8',
  strm: 'text/plain; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tbn: 'image/jpeg',
};

/**
 * The media type announced for a file, from its extension, by the library's streams and downloads
 * and by WebDAV. Types a browser would run (HTML, SVG, XML, scripts) are deliberately absent: both
 * live on the web app's origin, so such a file must download as bytes, never render.
 */
export function contentTypeFor(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'application/octet-stream';
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}
