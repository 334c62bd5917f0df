// Saving what an API answer holds as a file, for downloads that must show a refusal as a message
// (an anchor's download would save the error's JSON instead).
import { ERROR_MESSAGES } from "@pm/shared/errors";
import { ApiRequestError, unwrap } from "./api-client";

/** The file name the server gave the download (its UTF-8 form first), or `fallback`. */
export function fileNameOf(res: Response, fallback: string): string {
  const disposition = res.headers.get("content-disposition") ?? "";
  const utf8 = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the ASCII name below still names it.
    }
  }
  return disposition.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Awaits a call whose answer is a file and saves it under the server's name; a refusal throws
 * the ApiRequestError with its pt-BR message, as `unwrap` does.
 */
export async function saveDownload(call: Promise<Response>, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await call;
  } catch {
    throw new ApiRequestError(0, "NETWORK", ERROR_MESSAGES.INTERNAL);
  }
  if (!res.ok) await unwrap(Promise.resolve(res));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(res, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
