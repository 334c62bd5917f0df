/**
 * A copy of the address's query with `patch` written in: a blank or missing value removes its key.
 * `trim` stores values without the spaces at their ends.
 */
export function patchParams(
  prev: URLSearchParams,
  patch: Partial<Record<string, string | null>>,
  { trim = false }: { trim?: boolean } = {},
) {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value?.trim()) next.set(key, trim ? value.trim() : value);
    else next.delete(key);
  }
  return next;
}
