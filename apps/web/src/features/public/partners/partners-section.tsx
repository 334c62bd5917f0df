import type { DirectoryPage } from "@pm/shared/benefits.directory";
import { href } from "@pm/shared/pages";
import { ArrowRight } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import type { Loaded } from "@/lib/public-data";
import { SectionHeading } from "../components/section-heading";
import { PartnerList } from "./partner-list";

/** How many partners /parceiros shows; the directory has them all. */
const SHOWN = 6;

/** /parceiros's 'Empresas parceiras': the newest partners and the way to the whole directory. */
export function PartnersSection() {
  const result = useLoaderData() as Loaded<DirectoryPage>;
  const shown: typeof result = result.ok
    ? { ok: true, data: { ...result.data, partners: result.data.partners.slice(0, SHOWN) } }
    : result;
  return (
    <section aria-labelledby="empresas-parceiras-titulo" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <SectionHeading id="empresas-parceiras-titulo" title="Empresas parceiras">
          Quem já contrata militares e veteranos e oferece descontos a quem serviu.
        </SectionHeading>
        <div className="mt-10">
          <PartnerList
            result={shown}
            empty={
              <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
                Nenhuma empresa parceira ainda. A sua pode ser a primeira.
              </p>
            }
          />
        </div>
        <p className="mt-8 text-center">
          <Link
            to={href("partnersDirectory")}
            className="inline-flex items-center gap-1 rounded-md font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            Ver todas as empresas parceiras
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
