/** A dashboard list's filters from its query string: a known status, a search text and a page. */
export function listParams<S extends string>(params: { status?: string; query?: string; page?: string }, statuses: readonly S[]) {
  const status = statuses.includes(params.status as S) ? (params.status as S) : undefined;
  const query = params.query?.trim().slice(0, 200) || undefined;
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  return { status, query, page, filtered: Boolean(status || query) };
}
