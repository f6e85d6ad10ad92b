import {
  authEnabledResponseSchema,
  deletePreviewResponseSchema,
  deleteResponseSchema,
  favoriteSchema,
  favoritesResponseSchema,
  type Favorite,
  type FavoritesResponse,
  type FavoriteWrite,
  type MediaType,
  fileListResponseSchema,
  moveResponseSchema,
  moveTargetSchema,
  readlinkResponseSchema,
  recentMediaItemSchema,
  renameResponseSchema,
  tmdbCategoryResponseSchema,
  type DeletePreviewResponse,
  type DeleteResponse,
  type FileDetails,
  type FileListResponse,
  type MoveResponse,
  type MoveTarget,
  type ReadlinkResponse,
  type RecentMediaItem,
  type RenameResponse,
  type SortOption,
  configResponseSchema,
  configStatusSchema,
  loginResponseSchema,
  meResponseSchema,
  type ConfigResponse,
  type ConfigStatus,
  type LoginResponse,
  type MeResponse,
} from '@cinesync/common';
import { ApiRequestError } from './api-request-error';
import { ConnectionState, isUnreachableError } from './connection-state';
import { InvalidResponseError } from './invalid-response-error';
import { encodeLibraryPath } from './library-paths';
import { arrayOf, type ResponseSchema } from './response-schemas';
import { parseRestartInfo, type RestartInfo } from './restart-info';
import { parseStats, type Stats } from './stats';
import { clearToken, readToken } from './token-storage';

interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a matching content type. */
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (sent while it unloads), with its headers, unlike a beacon. */
  keepalive?: boolean;
}

interface ApiClientOptions {
  fetch?: typeof fetch;
  getToken?: () => string | null;
  clearToken?: () => void;
}

export interface ListFilesParams {
  page: number;
  limit?: number;
  search?: string;
  letter?: string;
  sort?: SortOption;
}

/** What a schema yields once parsed; lets the web name a common type without importing zod. */
type ParsedBy<S> = S extends ResponseSchema<infer T> ? T : never;

/** A category folder's TMDB list (`results` are raw TMDB entries, so read them defensively). */
export type CategoryContent = ParsedBy<typeof tmdbCategoryResponseSchema>;

/** Called after a 401 has removed the stored token; `path` is the request that got it. */
type UnauthorizedListener = (path: string) => void;

/** The only way a 401 on this path keeps the session: a wrong password is not an expired session. */
const LOGIN_PATH = '/api/auth/login';

/**
 * The one typed client of the CineSync API. Every call goes through {@link ApiClient.apiFetch}, which
 * adds the bearer token, turns error answers into {@link ApiRequestError} and ends the session on 401.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly getToken: () => string | null;
  private readonly dropToken: () => void;
  private readonly unauthorizedListeners = new Set<UnauthorizedListener>();
  /** Whether the server answered the last call; a lost connection never ends the session. */
  readonly connection = new ConnectionState();

  constructor(options: ApiClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.getToken = options.getToken ?? readToken;
    this.dropToken = options.clearToken ?? clearToken;
  }

  /** Registers a listener for "the session ended with a 401"; returns the unsubscribe function. */
  onUnauthorized(listener: UnauthorizedListener): () => void {
    this.unauthorizedListeners.add(listener);
    return () => {
      this.unauthorizedListeners.delete(listener);
    };
  }

  /** Sends a request and returns the 2xx response; throws {@link ApiRequestError} otherwise. */
  async apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    const token = this.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const init: RequestInit = { method: options.method ?? 'GET', headers };
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      init.body = JSON.stringify(options.json);
    }
    if (options.signal) init.signal = options.signal;
    if (options.keepalive) init.keepalive = true;

    let response: Response;
    try {
      response = await this.fetchImpl(path, init);
    } catch (error) {
      // No answer at all: the session stays; only the connection is lost (unless the caller aborted).
      if (!options.signal?.aborted && isUnreachableError(error)) this.connection.markUnreachable();
      throw error;
    }
    if (response.ok) {
      this.connection.markReachable();
      return response;
    }
    if (response.status === 401 && pathOf(path) !== LOGIN_PATH) this.endSession(path);
    const failure = await ApiRequestError.fromResponse(response);
    if (isUnreachableError(failure)) this.connection.markUnreachable();
    else this.connection.markReachable();
    throw failure;
  }

  /** {@link apiFetch} plus JSON decoding checked against a schema from `@cinesync/common`. */
  async requestJson<T>(path: string, schema: ResponseSchema<T>, options?: ApiFetchOptions): Promise<T> {
    const raw = await this.readJson(path, options);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new InvalidResponseError(path);
    return parsed.data;
  }

  async getAuthEnabled(signal?: AbortSignal): Promise<boolean> {
    const body = await this.requestJson('/api/auth/enabled', authEnabledResponseSchema, { signal });
    return body.enabled;
  }

  login(username: string, password: string): Promise<LoginResponse> {
    return this.requestJson(LOGIN_PATH, loginResponseSchema, { method: 'POST', json: { username, password } });
  }

  getMe(signal?: AbortSignal): Promise<MeResponse> {
    return this.requestJson('/api/me', meResponseSchema, { signal });
  }

  getConfig(signal?: AbortSignal): Promise<ConfigResponse> {
    return this.requestJson('/api/config', configResponseSchema, { signal });
  }

  getConfigStatus(signal?: AbortSignal): Promise<ConfigStatus> {
    return this.requestJson('/api/config-status', configStatusSchema, { signal });
  }

  async restartServer(): Promise<RestartInfo> {
    return parseRestartInfo(await this.readJson('/api/restart', { method: 'POST' }));
  }

  /** `refresh` asks the server to recount instead of answering from its cache. */
  async getStats(signal?: AbortSignal, refresh = false): Promise<Stats> {
    return parseStats(await this.readJson(refresh ? '/api/stats?refresh=true' : '/api/stats', { signal }));
  }

  getRecentMedia(signal?: AbortSignal): Promise<RecentMediaItem[]> {
    return this.requestJson('/api/recent-media', arrayOf(recentMediaItemSchema), { signal });
  }

  /** One page of a library folder; `folder` is library-relative ('' for the root). */
  listFiles(folder: string, params: ListFilesParams, signal?: AbortSignal): Promise<FileListResponse> {
    const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit ?? 100) });
    if (params.search) query.set('search', params.search);
    if (params.letter) query.set('letter', params.letter);
    if (params.sort) query.set('sort', params.sort);
    const encoded = encodeLibraryPath(folder);
    const path = encoded === '' ? '/api/files' : `/api/files/${encoded}`;
    return this.requestJson(`${path}?${query.toString()}`, fileListResponseSchema, { signal });
  }

  /** The raw bytes of a library file (to open a non-video file). */
  async fetchFileBlob(path: string): Promise<Blob> {
    const response = await this.apiFetch(`/api/files/${encodeLibraryPath(path)}`);
    return response.blob();
  }

  rename(oldPath: string, newName: string): Promise<RenameResponse> {
    return this.requestJson('/api/rename', renameResponseSchema, { method: 'POST', json: { oldPath, newName } });
  }

  /** The record of an item at its new place, posted after a rename or a move. */
  async postFileDetails(details: FileDetails): Promise<void> {
    await this.apiFetch('/api/file-details', { method: 'POST', json: details });
  }

  /** Moves `sourcePath` into the folder `targetPath`; a name clash answers 409 unless `replace`. */
  move(sourcePath: string, targetPath: string, replace = false): Promise<MoveResponse> {
    return this.requestJson('/api/move', moveResponseSchema, {
      method: 'POST',
      json: replace ? { sourcePath, targetPath, replace } : { sourcePath, targetPath },
    });
  }

  deletePath(path: string): Promise<DeleteResponse> {
    return this.requestJson('/api/delete', deleteResponseSchema, { method: 'POST', json: { path } });
  }

  deletePaths(paths: string[]): Promise<DeleteResponse> {
    return this.requestJson('/api/delete', deleteResponseSchema, { method: 'POST', json: { paths } });
  }

  /** What deleting these paths would do (links removed, files trashed); changes nothing. */
  deletePreview(paths: string[], signal?: AbortSignal): Promise<DeletePreviewResponse> {
    return this.requestJson('/api/delete/preview', deletePreviewResponseSchema, {
      method: 'POST',
      json: { paths },
      signal,
    });
  }

  readlink(path: string, signal?: AbortSignal): Promise<ReadlinkResponse> {
    return this.requestJson('/api/readlink', readlinkResponseSchema, { method: 'POST', json: { path }, signal });
  }

  getMoveTargets(signal?: AbortSignal): Promise<MoveTarget[]> {
    return this.requestJson('/api/spoofing/folders/available', arrayOf(moveTargetSchema), { signal });
  }

  /** Popular or trending titles of a category folder's kind (`category` is the folder name). */
  getCategoryContent(category: string, signal?: AbortSignal): Promise<CategoryContent> {
    const query = new URLSearchParams({ category });
    return this.requestJson(`/api/tmdb/category-content?${query.toString()}`, tmdbCategoryResponseSchema, { signal });
  }

  /** The signed-in user's starred titles, newest first. */
  getFavorites(signal?: AbortSignal): Promise<FavoritesResponse> {
    return this.requestJson('/api/favorites', favoritesResponseSchema, { signal });
  }

  /** Star a title (again: the server keeps when it was first starred). */
  putFavorite(mediaType: MediaType, tmdbId: number, write: FavoriteWrite): Promise<Favorite> {
    return this.requestJson(`/api/favorites/${mediaType}/${tmdbId}`, favoriteSchema, { method: 'PUT', json: write });
  }

  /** Unstar a title; done whether or not it was starred. */
  async deleteFavorite(mediaType: MediaType, tmdbId: number): Promise<void> {
    await this.apiFetch(`/api/favorites/${mediaType}/${tmdbId}`, { method: 'DELETE' });
  }

  private async readJson(path: string, options?: ApiFetchOptions): Promise<unknown> {
    const response = await this.apiFetch(path, options);
    if (response.status === 204) return undefined;
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new InvalidResponseError(path);
    }
  }

  private endSession(path: string): void {
    this.dropToken();
    for (const listener of [...this.unauthorizedListeners]) listener(path);
  }
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
