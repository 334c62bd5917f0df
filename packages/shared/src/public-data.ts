// The data a public page shows that changes while the site runs (the partners directory, the
// public job and company pages). Their route loaders read it through this interface: on the server, which
// renders those pages for each request, straight from the database; in the browser, after a
// client-side navigation, from the API.
import type { DirectoryPage, DirectoryQuery } from "./benefits.directory";
import type { PublicCompanyLookup } from "./companies.public";
import type { PublicJobLookup, PublicJobsPage, PublicJobsQuery } from "./jobs.public";
import type { CertificateLookup } from "./learning";
import type { SharedResumeLookup } from "./resumes";

export interface PublicData {
  partners(query: DirectoryQuery): Promise<DirectoryPage>;
  jobs(query: PublicJobsQuery): Promise<PublicJobsPage>;
  /** The job a public address's last segment ({slug}-{short id}) names. */
  job(ref: string): Promise<PublicJobLookup>;
  /** The company a public address's slug names (/empresas/{slug}). */
  company(slug: string): Promise<PublicCompanyLookup>;
  /** The certificate a verification address's code names (as typed: any case). */
  certificate(code: string): Promise<CertificateLookup>;
  /** The CV a share address's secret opens (/curriculo/{token}). */
  sharedResume(token: string): Promise<SharedResumeLookup>;
}

/**
 * What a server-rendered page's data says its head should be (a public job's page, a certificate's): its loader
 * returns it as `head`, the renderer hands it to the server, which writes it into the template.
 * Addresses are paths; the server puts the deployment's base URL before them.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (also og:url). */
  path?: string;
  /** Structured data, already serialized for a <script> element (see `scriptJson`). */
  jsonLd?: string;
  /** A page that is gone or missing: search engines should drop it. */
  noindex?: boolean;
}
