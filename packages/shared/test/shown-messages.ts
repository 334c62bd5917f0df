// What a form shows for a failed parse: the first message of each field, keyed by its path.
export function shownMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}
