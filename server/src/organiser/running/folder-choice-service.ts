import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FolderChoice, FolderChoiceEligibility, FolderChoiceTitle } from '@cinesync/common';
import { classifySettingsFrom } from '../../config/classify-settings.js';
import type { ConfigStore } from '../../config/config-store.js';
import { forbidden, invalid, notFound, unavailable } from '../../errors.js';
import type { Logger } from '../../log.js';
import { isTmdbError, type TmdbClient } from '../../metadata/index.js';
import { isInside } from '../../file-tree/resolve-inside.js';
import { classifyFile } from '../classify/classify-file.js';
import { choiceFolder, folderLabel } from '../match/choice-folder.js';
import { FolderChoices } from '../match/folder-choices.js';
import type { FolderOverride, FolderOverrides } from '../match/folder-overrides.js';
import { fetchDetails } from '../match/title-lookup.js';
import { matchedTitle } from '../match/tmdb-facts.js';
import { parseRelease } from '../parse/parse-release.js';

interface FolderChoiceServiceDeps {
  config: ConfigStore;
  /** The choices the organiser follows: the same instance, so a removal applies to its next file. */
  overrides: FolderOverrides;
  tmdb: TmdbClient;
  log: Logger;
  /** The source folders in use now. */
  roots: () => Promise<string[]>;
}

/**
 * Remembered choices as a person sees them: before a pick, which folder it would be kept for and
 * whether it may be; afterwards, the list of what is kept (each judged as the organiser would judge
 * it today), and removal. Removing a choice leaves the links it made.
 */
export class FolderChoiceService {
  constructor(private readonly deps: FolderChoiceServiceDeps) {}

  async eligibility(request: { sourcePath: string; titles: FolderChoiceTitle[] }): Promise<FolderChoiceEligibility> {
    if (!path.isAbsolute(request.sourcePath)) throw invalid('sourcePath is the absolute path of a source file');
    const sourcePath = path.resolve(request.sourcePath);
    const root = (await this.deps.roots()).find((r) => isInside(r, sourcePath));
    if (!root) throw forbidden(`${sourcePath} is not inside a source folder`, { path: sourcePath });
    const info = await stat(sourcePath).catch(() => null);
    if (!info?.isFile()) throw notFound(`No source file at ${sourcePath}`, { path: sourcePath });

    const classify = classifySettingsFrom(this.deps.config);
    const relative = path.relative(root, sourcePath);
    const kind = classifyFile(relative, info.size, parseRelease(relative), classify).kind;
    const folder = choiceFolder(sourcePath, kind === 'extra');
    const choices = this.choices();
    const verdicts = [];
    for (const title of uniqueTitles(request.titles)) {
      const verdict = await this.tmdbAnswer(() => choices.judge({ folder, sourceRoot: root }, title));
      verdicts.push({ ...title, eligible: verdict.eligible, reason: verdict.reason });
    }
    return { sourcePath, folder, folderLabel: folderLabel(folder), verdicts };
  }

  /** Every remembered choice, with its title and whether the organiser follows it today. */
  async list(): Promise<FolderChoice[]> {
    const choices = this.choices();
    const roots = await this.deps.roots();
    const listed: FolderChoice[] = [];
    for (const override of choices.all()) listed.push(await this.described(choices, override, roots));
    return listed;
  }

  /** Forgets the folder's choice; its files' links stay as they are. */
  remove(folder: string): { folder: string } {
    const key = path.resolve(folder);
    if (!this.choices().remove(key)) throw notFound(`No choice is remembered for ${key}`, { folder: key });
    return { folder: key };
  }

  private async described(choices: FolderChoices, override: FolderOverride, roots: string[]): Promise<FolderChoice> {
    const { sourceFolder: folder, tmdbId, mediaType, chosenAt } = override;
    const base = {
      folder,
      folderLabel: folderLabel(folder),
      tmdbId,
      mediaType,
      chosenAt: new Date(chosenAt).toISOString(),
    };
    const root = roots.find((r) => isInside(r, folder));
    try {
      const found = await fetchDetails(this.deps.tmdb, mediaType, tmdbId);
      const matched = found ? matchedTitle(found) : null;
      const named = { ...base, title: matched?.title ?? null, year: matched?.year ?? null };
      if (!found) return { ...named, applies: false, reason: `TMDB has no ${mediaType} with id ${tmdbId}` };
      if (!root) return { ...named, applies: false, reason: 'no source folder holds it now' };
      const verdict = await choices.judgeFound({ folder, sourceRoot: root }, found);
      return { ...named, applies: verdict.eligible, reason: verdict.reason };
    } catch (err) {
      if (!isTmdbError(err)) throw err;
      this.deps.log.warn({ err, folder, tmdbId }, 'remembered choice not described: TMDB unavailable');
      return { ...base, title: null, year: null, applies: false, reason: 'TMDB can’t be asked now to judge it' };
    }
  }

  /** A fresh view each call (over the shared choices): the media extensions are the configuration's of the moment. */
  private choices(): FolderChoices {
    const { overrides, tmdb, log, config } = this.deps;
    return new FolderChoices({
      overrides,
      tmdb,
      log,
      mediaExtensions: classifySettingsFrom(config).allowedExtensions,
    });
  }

  private async tmdbAnswer<T>(ask: () => Promise<T>): Promise<T> {
    try {
      return await ask();
    } catch (err) {
      if (isTmdbError(err)) throw unavailable(`TMDB can’t be asked now: ${err.message}`);
      throw err;
    }
  }
}

function uniqueTitles(titles: readonly FolderChoiceTitle[]): FolderChoiceTitle[] {
  const seen = new Set<string>();
  return titles.filter((t) => {
    const key = `${t.mediaType}/${t.tmdbId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
