import {
  DIRECTORY_URL_KEYS,
  type DirectoryPage,
  type DirectoryQuery,
  directoryQueryFromUrl,
} from "@pm/shared/benefits.directory";
import type { LoaderFunctionArgs } from "react-router";
import { type Loaded, publicData } from "@/lib/public-data";

export const PARTNERS_LOAD_ERROR = "Não foi possível carregar as empresas parceiras. Tente novamente em instantes.";

async function loadPartners(context: unknown, query: DirectoryQuery): Promise<Loaded<DirectoryPage>> {
  try {
    return { ok: true, data: await publicData(context).partners(query) };
  } catch {
    return { ok: false, message: PARTNERS_LOAD_ERROR };
  }
}

/** /parceiros: the newest partners, for the page's 'Empresas parceiras' section. */
export const partnersSectionLoader = ({ context }: LoaderFunctionArgs) => loadPartners(context, {});

export interface DirectoryData {
  /** The filters as typed, to fill the search form again (even when refused). */
  typed: { q: string; city: string; sector: string };
  /** The filters as read, for the paging links; null when the address was refused. */
  query: DirectoryQuery | null;
  result: Loaded<DirectoryPage>;
}

/** /parceiros/diretorio: the page of partners its address asks for (?q, cidade, setor, pagina). */
export async function directoryLoader({ request, context }: LoaderFunctionArgs): Promise<DirectoryData> {
  const params = new URL(request.url).searchParams;
  const typed = {
    q: params.get(DIRECTORY_URL_KEYS.q) ?? "",
    city: params.get(DIRECTORY_URL_KEYS.city) ?? "",
    sector: params.get(DIRECTORY_URL_KEYS.sector) ?? "",
  };
  const read = directoryQueryFromUrl(params);
  if (!read.ok) return { typed, query: null, result: read };
  return { typed, query: read.query, result: await loadPartners(context, read.query) };
}
