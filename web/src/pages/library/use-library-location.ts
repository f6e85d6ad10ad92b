import { sortOptions, type SortOption } from '@cinesync/common';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { encodeLibraryPath } from '../../api/library-paths';

const DEFAULT_SORT: SortOption = 'name-asc';

export interface LibraryLocation {
  /** `/files` or `/browse`: the family the user came in by, kept when moving between folders. */
  base: string;
  /** Library-relative folder shown ('' for the root). */
  folder: string;
  page: number;
  search: string;
  letter: string;
  sort: SortOption;
  goToFolder: (folder: string) => void;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  setLetter: (letter: string) => void;
  setSort: (sort: SortOption) => void;
}

/**
 * The browser's state lives in the URL: the folder is the path after /files, and page,
 * search, letter and sort are query parameters, so a reload or a shared link shows the same view.
 * A letter or search change goes back to page 1; typing a search clears the letter.
 */
export function useLibraryLocation(): LibraryLocation {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const base = pathname.startsWith('/browse') ? '/browse' : '/files';
  const folder = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const search = query.get('search') ?? '';
  const letter = query.get('letter') ?? '';
  const sortParam = query.get('sort');
  const sort = sortOptions.find((option) => option === sortParam) ?? DEFAULT_SORT;

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setQuery((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      });
    },
    [setQuery],
  );

  return useMemo(
    () => ({
      base,
      folder,
      page,
      search,
      letter,
      sort,
      goToFolder: (target: string) => {
        const encoded = encodeLibraryPath(target);
        void navigate(encoded === '' ? base : `${base}/${encoded}`);
      },
      setPage: (next: number) => update({ page: next <= 1 ? null : String(next) }),
      setSearch: (next: string) => update({ search: next, letter: null, page: null }),
      setLetter: (next: string) => update({ letter: next, page: null }),
      setSort: (next: SortOption) => update({ sort: next === DEFAULT_SORT ? null : next }),
    }),
    [base, folder, page, search, letter, sort, navigate, update],
  );
}
