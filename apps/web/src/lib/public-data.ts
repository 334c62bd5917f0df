import type { DirectoryQuery } from "@pm/shared/benefits.directory";
import type { PublicCompany } from "@pm/shared/companies.public";
import type { PublicJobLookup, PublicJobsQuery } from "@pm/shared/jobs.public";
import type { CertificateLookup, VerifiedCertificate } from "@pm/shared/learning";
import type { PublicData } from "@pm/shared/public-data";
import type { SharedResumeLookup } from "@pm/shared/resumes";
import { api, unwrap } from "./api-client";

const given = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/** In the browser, after a client-side navigation, public data comes from the API. */
const fromApi: PublicData = {
  partners: (query: DirectoryQuery) => unwrap(api.partners.$get({ query: given(query) })),
  jobs: (query: PublicJobsQuery) =>
    unwrap(api.public.jobs.$get({ query: given(query) })) as ReturnType<PublicData["jobs"]>,
  // A closed job answers 410 with its similar jobs, a missing one 404: both are answers here.
  job: async (ref: string) => {
    const res = await api.public.jobs[":ref"].$get({ param: { ref } });
    const status: number = res.status;
    if (status === 404) return { status: "missing" };
    if (status !== 200 && status !== 410) throw new Error(`public job: ${status}`);
    return (await res.json()) as PublicJobLookup;
  },
  // An unknown, unpaid or suspended company answers 404: an answer too.
  company: async (slug: string) => {
    const res = await api.public.companies[":slug"].$get({ param: { slug } });
    const status: number = res.status;
    if (status === 404) return { status: "missing" };
    if (status !== 200) throw new Error(`public company: ${status}`);
    return { status: "active", company: (await res.json()) as PublicCompany };
  },
  // An unknown code (or one whose holder deleted the account) answers 404: an answer too.
  certificate: async (typed: string) => {
    const code = typed.trim().toUpperCase().slice(0, 40);
    const res = await api.certificates[":code"].$get({ param: { code } });
    const status: number = res.status;
    if (status === 404) return { status: "missing", code } satisfies CertificateLookup;
    if (status !== 200) throw new Error(`certificate: ${status}`);
    return {
      status: "valid",
      code,
      certificate: (await res.json()) as VerifiedCertificate,
    } satisfies CertificateLookup;
  },
  // A revoked, expired or unknown link answers 404: an answer too.
  sharedResume: async (token: string) => {
    const res = await api.resumes.shared[":token"].$get({ param: { token } });
    const status: number = res.status;
    if (status === 404) return { status: "missing", token } satisfies SharedResumeLookup;
    if (status !== 200) throw new Error(`shared resume: ${status}`);
    return (await res.json()) as SharedResumeLookup;
  },
};

const isPublicData = (context: unknown): context is PublicData =>
  typeof context === "object" && context !== null && typeof (context as PublicData).partners === "function";

/**
 * Where a public route's loader reads from: the server renders those pages with its own source as
 * the router's request context (straight from the database); the browser has none and asks the API.
 */
export const publicData = (context: unknown): PublicData => (isPublicData(context) ? context : fromApi);

/** What a loader hands its page: the data, or the pt-BR sentence that says why there is none. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };
