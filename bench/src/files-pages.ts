/**
 * Pages of one library folder through `GET /api/files`, round the folder's pages in turn so
 * repeated requests are not all the same page: `get(query)` is one request (for `sample`), `once`
 * one timed request.
 */
export function filesPages(
  request: (pathname: string) => Promise<Response>,
  folder: string,
  pages: number,
  pageSize = 100,
) {
  let page = 0;
  const get =
    (query: string, of = pages) =>
    async () => {
      page = (page % of) + 1;
      const res = await request(`/api/files/${folder}?page=${page}&limit=${pageSize}${query}`);
      const body = (await res.json()) as { items: unknown[] };
      if (res.status !== 200 || body.items.length === 0) throw new Error(`GET /api/files answered ${res.status}`);
    };
  const once = async (query: string) => {
    const start = performance.now();
    await get(query)();
    return performance.now() - start;
  };
  return { get, once };
}
