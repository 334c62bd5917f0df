import { publicJobMessages } from "@pm/shared/job-links";
import {
  jobPostingData,
  PUBLIC_JOBS_URL_KEYS,
  type PublicJobLookup,
  type PublicJobsPage,
  type PublicJobsQuery,
  publicJobsQueryFromUrl,
  scriptJson,
} from "@pm/shared/jobs.public";
import type { PageHead } from "@pm/shared/public-data";
import { data, type LoaderFunctionArgs } from "react-router";
import { pageTitle } from "@/app/titles";
import { type Loaded, publicData } from "@/lib/public-data";

/** The deployment's base URL as the server fills it in the page it sends. */
const BASE_URL_TOKEN = "%%PM:baseUrl%%";

export interface PublicJobsData {
  /** The filters as typed, to fill the search form again (even when refused). */
  typed: Record<Exclude<keyof typeof PUBLIC_JOBS_URL_KEYS, "cursor">, string>;
  /** The filters as read, for the paging links; null when the address was refused. */
  query: PublicJobsQuery | null;
  result: Loaded<PublicJobsPage>;
}

/**
 * /vagas: the page of open jobs its address asks for (?q, cidade, uf, regime, modalidade, salario,
 * pcd, publicadas, ordem, pagina).
 */
export async function publicJobsLoader({ request, context }: LoaderFunctionArgs): Promise<PublicJobsData> {
  const params = new URL(request.url).searchParams;
  const { cursor: _cursor, ...fields } = PUBLIC_JOBS_URL_KEYS;
  const typed = Object.fromEntries(
    Object.entries(fields).map(([key, urlKey]) => [key, params.get(urlKey) ?? ""]),
  ) as PublicJobsData["typed"];
  const read = publicJobsQueryFromUrl(params);
  if (!read.ok) return { typed, query: null, result: read };
  try {
    return { typed, query: read.query, result: { ok: true, data: await publicData(context).jobs(read.query) } };
  } catch {
    return { typed, query: read.query, result: { ok: false, message: publicJobMessages.loadError } };
  }
}

/** A description's first sentence or so, for the search result's snippet and the shared link's card. */
function summary(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 155 ? flat : `${flat.slice(0, 152).replace(/\s+\S*$/, "")}…`;
}

/** The head a job's page asks the server for: its JobPosting is valid through the job's expiry. */
export function jobHead(lookup: PublicJobLookup): PageHead {
  if (lookup.status === "active") {
    const { job } = lookup;
    return {
      title: pageTitle(`${job.title} em ${job.city} - ${job.company.name}`),
      description: summary(job.description),
      path: job.path,
      jsonLd: scriptJson(jobPostingData(job, BASE_URL_TOKEN)),
    };
  }
  const title = lookup.status === "gone" ? publicJobMessages.gone : publicJobMessages.notFound;
  return { title: pageTitle(title), description: publicJobMessages.goneHint, noindex: true };
}

export interface PublicJobData {
  /** Null when the job could not be read (the database or the API failed). */
  lookup: PublicJobLookup | null;
  head: PageHead | null;
}

/**
 * /vagas/{slug}-{short id}: the job, answered 200; a closed or deleted one with similar jobs, 410;
 * none, 404 (the status goes out with the server's HTML).
 */
export async function publicJobLoader({ params, context }: LoaderFunctionArgs) {
  let lookup: PublicJobLookup;
  try {
    lookup = await publicData(context).job(params.ref ?? "");
  } catch {
    return data<PublicJobData>({ lookup: null, head: null }, { status: 503 });
  }
  const status = lookup.status === "active" ? 200 : lookup.status === "gone" ? 410 : 404;
  return data<PublicJobData>({ lookup, head: jobHead(lookup) }, { status });
}
