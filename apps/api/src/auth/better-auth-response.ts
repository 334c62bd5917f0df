// Reading what better-auth answers when our routes call it with `asResponse: true`.

/** Copies better-auth's Set-Cookie headers onto our own response. */
export function forwardCookies(from: Response, to: Headers) {
  for (const cookie of from.headers.getSetCookie()) to.append("set-cookie", cookie);
}

/** The error code of a refusal (INVALID_CODE, INVALID_PASSWORD…), when its body names one. */
export async function betterAuthErrorCode(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { code?: string };
    return body.code;
  } catch {
    return undefined;
  }
}
