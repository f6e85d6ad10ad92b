import {
  processingLineSchema,
  structuredMessageSchemas,
  type MatchOption,
  type StructuredData,
  type StructuredType,
} from '@cinesync/common';
import type { NdjsonLine } from '../../api/ndjson-stream';

/**
 * The steps of the progress dialog. `review`: the run ended without error but the organiser left
 * the file for a person's pick; it is not done, and never shown as complete.
 */
export type ProcessingStep =
  'analysing' | 'searching' | 'manual' | 'matches' | 'processing' | 'complete' | 'review' | 'failed';

type Data<T extends StructuredType> = StructuredData<T>['data'];
export type Prompt = Data<'prompt'>;
export type SeasonChoice = Data<'season_selection'>['seasons'][number];
export type EpisodeChoice = Data<'episode_selection'>['episodes'][number];
export type ProcessingResult = Data<'result'>;
export type FolderChoiceOutcome = Data<'folder_choice'>;

export interface LogLine {
  text: string;
  error: boolean;
}

export interface ProcessingState {
  sessionId: string | null;
  step: ProcessingStep;
  matchCount: number;
  options: MatchOption[];
  /** The file the options are for (to ask which folder a remembered pick would apply to). */
  choosingFor: string | null;
  prompt: Prompt | null;
  seasons: SeasonChoice[];
  episodes: { seasonNumber: number; list: EpisodeChoice[] } | null;
  percent: number;
  results: ProcessingResult[];
  /** What became of remembering the last pick for its folder. */
  folderChoice: FolderChoiceOutcome | null;
  log: LogLine[];
  done: boolean;
  error: string | null;
}

type ProcessingAction =
  | { type: 'line'; line: NdjsonLine }
  | { type: 'input-sent'; input: string }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialProcessingState: ProcessingState = {
  sessionId: null,
  step: 'analysing',
  matchCount: 0,
  options: [],
  choosingFor: null,
  prompt: null,
  seasons: [],
  episodes: null,
  percent: 0,
  results: [],
  folderChoice: null,
  log: [],
  done: false,
  error: null,
};

/** The log keeps its last lines only; a bulk run can print thousands. */
const MAX_LOG_LINES = 2000;

function withLog(state: ProcessingState, text: string, error = false): ProcessingState {
  const log = [...state.log, { text, error }];
  return { ...state, log: log.length > MAX_LOG_LINES ? log.slice(-MAX_LOG_LINES) : log };
}

function parseStructured<T extends StructuredType>(type: T, data: unknown): Data<T> | null {
  const parsed = structuredMessageSchemas[type].safeParse(data);
  return parsed.success ? (parsed.data as Data<T>) : null;
}

function applyStructured(state: ProcessingState, type: string, data: unknown): ProcessingState {
  switch (type) {
    case 'session': {
      const session = parseStructured('session', data);
      return session ? { ...state, sessionId: session.sessionId } : state;
    }
    case 'analysing':
      return { ...state, step: 'analysing' };
    case 'search_results': {
      const found = parseStructured('search_results', data);
      if (!found) return state;
      const step = found.options.length === 0 ? 'manual' : 'matches';
      const choosingFor = found.sourcePath ?? null;
      return { ...state, options: found.options, matchCount: found.options.length, choosingFor, step };
    }
    case 'prompt': {
      const prompt = parseStructured('prompt', data);
      if (!prompt) return state;
      return { ...state, prompt, step: prompt.kind === 'manual_search' ? 'manual' : state.step };
    }
    case 'season_selection': {
      const seasons = parseStructured('season_selection', data);
      return seasons ? { ...state, seasons: seasons.seasons, episodes: null } : state;
    }
    case 'episode_selection': {
      const episodes = parseStructured('episode_selection', data);
      if (!episodes) return state;
      return { ...state, seasons: [], episodes: { seasonNumber: episodes.seasonNumber, list: episodes.episodes } };
    }
    case 'progress': {
      const progress = parseStructured('progress', data);
      if (!progress) return state;
      const step = state.step === 'analysing' && progress.percent < 100 ? 'searching' : state.step;
      return { ...state, percent: progress.percent, step };
    }
    case 'folder_choice': {
      const folderChoice = parseStructured('folder_choice', data);
      return folderChoice ? { ...state, folderChoice } : state;
    }
    case 'result': {
      const result = parseStructured('result', data);
      return result ? { ...state, results: [...state.results, result], step: 'processing' } : state;
    }
    default:
      return state;
  }
}

function applyLine(state: ProcessingState, line: NdjsonLine): ProcessingState {
  if (!line.ok) return withLog(state, line.raw);
  const parsed = processingLineSchema.safeParse(line.value);
  if (!parsed.success) return withLog(state, JSON.stringify(line.value));
  const { output, error, done, structuredData } = parsed.data;
  let next = state;
  if (structuredData) next = applyStructured(next, structuredData.type, structuredData.data);
  if (output !== undefined) next = withLog(next, output);
  if (error !== undefined) next = withLog({ ...next, error }, error, true);
  if (done) next = finished(next);
  return next;
}

/**
 * How the run ended: failed when the stream said so or a file failed or still waits for TMDB (a
 * refused key, say: its reason is the error shown); left for review when a file awaits a pick;
 * complete only otherwise.
 */
function finished(state: ProcessingState): ProcessingState {
  const waiting = state.results.find((r) => r.status === 'pending');
  const broken = state.results.find((r) => r.status === 'failed');
  const error = state.error ?? (waiting ?? broken)?.reason ?? null;
  const failed = state.error !== null || waiting !== undefined || broken !== undefined;
  const review = !failed && state.results.some((r) => r.status === 'review');
  const step: ProcessingStep = failed ? 'failed' : review ? 'review' : 'complete';
  const next: ProcessingState = { ...state, done: true, prompt: null, options: [], step, error };
  return step === 'complete' ? { ...next, percent: 100 } : next;
}

export function processingReducer(state: ProcessingState, action: ProcessingAction): ProcessingState {
  switch (action.type) {
    case 'line':
      return applyLine(state, action.line);
    case 'input-sent':
      // Choosing clears the options; the tool's next message decides what shows next.
      return withLog(
        { ...state, options: [], prompt: null, seasons: [], episodes: null, step: 'processing' },
        `> ${action.input}`,
      );
    case 'failed':
      return withLog({ ...state, done: true, error: action.message, step: 'failed' }, action.message, true);
    case 'reset':
      return initialProcessingState;
  }
}

/** Done only when the stream ended with no options showing and no question pending. */
export function isSuccessful(state: ProcessingState): boolean {
  return state.done && state.step === 'complete' && state.options.length === 0 && state.prompt === null;
}
