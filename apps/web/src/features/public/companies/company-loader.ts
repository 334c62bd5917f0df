import {
  organizationData,
  type PublicCompany,
  type PublicCompanyLookup,
  publicCompanyMessages,
} from "@pm/shared/companies.public";
import { scriptJson } from "@pm/shared/jobs.public";
import type { PageHead } from "@pm/shared/public-data";
import { data, type LoaderFunctionArgs } from "react-router";
import { pageTitle } from "@/app/titles";
import { publicData } from "@/lib/public-data";

/** The deployment's base URL as the server fills it in the page it sends. */
const BASE_URL_TOKEN = "%%PM:baseUrl%%";

/** What the company says about itself, cut at a word, for the search result's snippet and the shared link's card. */
function summary(company: PublicCompany): string {
  const place = [company.city, company.state].filter(Boolean).join("/");
  const own = company.description?.replace(/\s+/g, " ").trim();
  const text =
    own ||
    [
      `${company.name}${company.sector ? `, ${company.sector}` : ""}${place ? `, em ${place}` : ""}.`,
      "Vagas abertas para militares e veteranos na Próxima Missão.",
    ].join(" ");
  return text.length <= 155 ? text : `${text.slice(0, 152).replace(/\s+\S*$/, "")}…`;
}

/** The head a company's page asks the server for: its Organization structured data, or noindex when there is none. */
export function companyHead(lookup: PublicCompanyLookup): PageHead {
  if (lookup.status === "active") {
    const { company } = lookup;
    return {
      title: pageTitle(company.name),
      description: summary(company),
      path: company.path,
      jsonLd: scriptJson(organizationData(company, BASE_URL_TOKEN)),
    };
  }
  return {
    title: pageTitle(publicCompanyMessages.notFound),
    description: publicCompanyMessages.notFoundHint,
    noindex: true,
  };
}

export interface PublicCompanyData {
  /** Null when the company could not be read (the database or the API failed). */
  lookup: PublicCompanyLookup | null;
  head: PageHead | null;
}

/**
 * /empresas/{slug}: the company, answered 200; none (unknown, unpaid or suspended), 404 (the status
 * goes out with the server's HTML).
 */
export async function publicCompanyLoader({ params, context }: LoaderFunctionArgs) {
  let lookup: PublicCompanyLookup;
  try {
    lookup = await publicData(context).company(params.slug ?? "");
  } catch {
    return data<PublicCompanyData>({ lookup: null, head: null }, { status: 503 });
  }
  return data<PublicCompanyData>(
    { lookup, head: companyHead(lookup) },
    { status: lookup.status === "active" ? 200 : 404 },
  );
}
