// For the tests of a page the server renders with its data source (PublicData): a source that
// answers the page's one lookup, and the text of the HTML it renders.
import type { PublicData } from "@pm/shared/public-data";

const unused = () => Promise.reject(new Error("not on this page"));

/**
 * A data source whose `key` lookup answers with `answer` (or fails with the Error it gives); every
 * other lookup fails, since a page asks for its own data only.
 */
export function publicDataAnswering<K extends keyof PublicData>(
  key: K,
  answer: (arg: Parameters<PublicData[K]>[0]) => Awaited<ReturnType<PublicData[K]>> | Error,
): PublicData {
  const lookup = async (arg: Parameters<PublicData[K]>[0]) => {
    const result = answer(arg);
    if (result instanceof Error) throw result;
    return result;
  };
  return {
    partners: unused,
    jobs: unused,
    job: unused,
    company: unused,
    certificate: unused,
    sharedResume: unused,
    [key]: lookup,
  } as PublicData;
}

/** The HTML's text, tags and the router's script left out. */
export function htmlText(html: string): string {
  const box = document.createElement("div");
  box.innerHTML = html;
  for (const script of box.querySelectorAll("script")) script.remove();
  return (box.textContent ?? "").replace(/\s+/g, " ");
}
