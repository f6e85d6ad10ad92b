import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './measure.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The part of Vite's build manifest this bench reads: each chunk, its file and what it imports. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The pages a person opens first, by their source module (the keys of the manifest). */
const ROUTES: [string, string][] = [
  ['/login', 'src/pages/login/LoginPage.tsx'],
  ['/dashboard', 'src/pages/dashboard/DashboardPage.tsx'],
  ['/files', 'src/pages/library/LibraryPage.tsx'],
  ['/media', 'src/pages/media/MediaPage.tsx'],
  ['/file-operations', 'src/pages/file-operations/FileOperationsPage.tsx'],
  ['/settings', 'src/pages/settings/SettingsPage.tsx'],
];

function readManifest(): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No build manifest at ${file} (npm run build writes it)`, { cause: error });
  }
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dependency of chunk.imports ?? []) closure(manifest, dependency, into);
  return into;
}

function gzipKb(files: Iterable<string>, sizeOf: (file: string) => number): number {
  let bytes = 0;
  for (const file of files) bytes += sizeOf(file);
  return bytes / 1000;
}

/**
 * The JavaScript a browser must fetch before the first page shows, gzipped. Measured on the
 * built bundle: the entry with its preloads, then each first page with its route chunk added.
 */
export function webBundleBench(): Promise<BenchRow[]> {
  const manifest = readManifest();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const initial = closure(manifest, entry);
  const rows: BenchRow[] = [
    { name: 'web initial JS (entry + preloads), gzip', value: gzipKb(initial, sizeOf), unit: 'kB', budget: 350 },
  ];
  for (const [route, source] of ROUTES) {
    const files = closure(manifest, source, new Set(initial));
    rows.push({
      name: `web JS for a first visit to ${route}, gzip`,
      value: gzipKb(files, sizeOf),
      unit: 'kB',
      budget: 350,
    });
  }
  return Promise.resolve(rows);
}
