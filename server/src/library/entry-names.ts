import path from 'node:path';
import { isSubtitleExtension, isVideoFileName, type FileIcon } from '@cinesync/common';

const IMAGE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.svg', '.webp']);
const TEXT = new Set(['.txt', '.md', '.rtf', '.doc', '.docx', '.nfo', '.log', '.json', '.xml']);
const ARCHIVE = new Set(['.zip', '.rar', '.7z', '.tar', '.gz', '.bz2', '.xz']);

export function isVideoName(name: string): boolean {
  return isVideoFileName(name);
}

export function iconFor(name: string, isDirectory: boolean): FileIcon {
  if (isDirectory) return 'folder';
  const ext = path.extname(name).toLowerCase();
  if (isVideoFileName(name)) return 'movie';
  if (IMAGE.has(ext)) return 'image';
  if (ext === '.pdf') return 'pdf';
  if (isSubtitleExtension(ext)) return 'subtitle';
  if (TEXT.has(ext)) return 'text';
  if (ARCHIVE.has(ext)) return 'archive';
  return 'file';
}

/** Season folders are those whose name starts with "season"; the number is the one in the name. */
export function seasonFolderNumber(name: string): number | null {
  if (!isSeasonFolderName(name)) return null;
  const digits = /\d+/.exec(name);
  return digits ? Number(digits[0]) : 0;
}

export function isSeasonFolderName(name: string): boolean {
  return /^season/i.test(name);
}

/** Season and episode from a name like `S01E02` or `1x02`, when the organiser has no record of the file. */
export function episodeFromName(name: string): { season: number; episode: number } | null {
  const se = /(?:^|[^a-z0-9])s(\d{1,3})[ ._-]?e(\d{1,4})/i.exec(name);
  if (se) return { season: Number(se[1]), episode: Number(se[2]) };
  const x = /(?:^|[^a-z0-9])(\d{1,2})x(\d{2,3})(?![0-9p])/i.exec(name);
  if (x) return { season: Number(x[1]), episode: Number(x[2]) };
  return null;
}
