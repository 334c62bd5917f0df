import type { DirectoryPartner } from "@pm/shared/benefits.directory";
import { countLabel } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { ArrowRight, BadgePercent, BriefcaseBusiness, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/** The militar's catalogue opened on this partner's offers (sign-in first for a visitor). */
const offersHref = (name: string) => href("militaryBenefits", {}, { q: name, cidade: "todas" });

const place = ({ city, state }: DirectoryPartner) => [city, state].filter(Boolean).join(" - ");

/**
 * A partner company in the directory: logo, name (a link to its page), city, sector, live offers
 * and open jobs.
 */
export function PartnerCard({ partner }: { partner: DirectoryPartner }) {
  return (
    <Card asChild padding="lg" className="flex flex-col">
      <li>
        <div className="flex items-center gap-4">
          {partner.logoUrl ? (
            <img
              src={partner.logoUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg border bg-white object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-secondary font-bold text-lg text-primary"
            >
              {initials(partner.name)}
            </span>
          )}
          <div className="min-w-0">
            <h3 className="break-words font-semibold leading-snug">
              <Link
                to={href("publicCompany", { slug: partner.slug })}
                className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {partner.name}
              </Link>
            </h3>
            {partner.sector ? <p className="text-muted-foreground text-sm">{partner.sector}</p> : null}
          </div>
        </div>
        {place(partner) ? (
          <p className="mt-4 flex items-center gap-1.5 text-muted-foreground text-sm">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {place(partner)}
          </p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="flex items-center gap-1.5">
            <BadgePercent className="size-4 text-primary" aria-hidden="true" />
            {countLabel(partner.activeOffers, "oferta ativa", "ofertas ativas")}
          </li>
          <li className="flex items-center gap-1.5">
            <BriefcaseBusiness className="size-4 text-primary" aria-hidden="true" />
            {countLabel(partner.openJobs, "vaga aberta", "vagas abertas")}
          </li>
        </ul>
        {partner.activeOffers > 0 ? (
          <Link
            to={offersHref(partner.name)}
            className="mt-auto inline-flex items-center gap-1 self-start rounded-md pt-4 font-medium text-primary text-sm underline underline-offset-4 hover:text-primary/80"
          >
            Ver ofertas<span className="sr-only"> de {partner.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </li>
    </Card>
  );
}
