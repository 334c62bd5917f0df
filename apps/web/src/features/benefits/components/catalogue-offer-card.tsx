import { BENEFIT_MODE_LABELS, cityLabel, ONLINE_LABEL, planPercentsLabel } from "@pm/shared/benefits";
import { Building2Icon, Loader2Icon, MapPinIcon, QrCodeIcon, StarIcon, TicketIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { CatalogueOffer } from "../api";
import { ReportOfferDialog } from "./report-offer-dialog";

/** Decorative: the partner's name is written beside it. */
function PartnerLogo({ logoUrl }: { logoUrl: string | null }) {
  return logoUrl ? (
    <img src={logoUrl} alt="" className="size-12 shrink-0 rounded-md border object-cover" />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Building2Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** "Niterói/RJ, Rio de Janeiro/RJ" or "Online — todo o Brasil" (and the cities, when both). */
export function offerPlaces(offer: { online: boolean; cities: { city: string; state: string }[] }): string {
  const cities = offer.cities.map((c) => cityLabel(c.city, c.state));
  return offer.online ? [ONLINE_LABEL, ...cities].join(" · ") : cities.join(", ");
}

/** One partner's offer in the catalogue, with the militar's own values and 'Resgatar'. */
export function CatalogueOfferCard({
  offer,
  onRedeem,
  redeeming,
}: {
  offer: CatalogueOffer;
  onRedeem: (offer: CatalogueOffer) => void;
  redeeming: boolean;
}) {
  const ModeIcon = offer.mode === "qr" ? QrCodeIcon : TicketIcon;
  const unavailable = offer.soldOut ? "Esgotado" : offer.monthlyLimitReached ? "Limite do mês atingido" : null;
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <PartnerLogo logoUrl={offer.partner.logoUrl} />
          <div className="grid min-w-0 flex-1 gap-1">
            <h2 className="font-semibold text-lg leading-tight wrap-anywhere">{offer.title}</h2>
            <p className="text-muted-foreground text-sm wrap-anywhere">{offer.partner.name}</p>
          </div>
          {/* The partner's title may name the offer's full value ("20% em consultas"): the figure
              here is the viewer's own, and says so, so a FREE militar never reads 20% and 5% as
              the same discount. The list below gives both plans' values. */}
          <p className="shrink-0 text-right">
            <span className="block font-bold text-2xl text-primary">{offer.myDiscountPercent}%</span>
            <span className="text-muted-foreground text-xs">de desconto para você</span>
          </p>
        </div>

        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{offer.category}</Badge>
          {offer.isNew ? <Badge variant="accent">Novo</Badge> : null}
          {offer.expiring ? <Badge variant="warning">{offer.expiring}</Badge> : null}
          <Badge variant="outline">
            <ModeIcon aria-hidden="true" />
            {BENEFIT_MODE_LABELS[offer.mode]}
          </Badge>
        </div>

        <p className="text-sm wrap-anywhere">{offer.description}</p>

        <ul className="grid gap-1.5 text-muted-foreground text-sm">
          <li className="flex items-start gap-1.5 wrap-anywhere">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {offerPlaces(offer)}
          </li>
          <li>
            <span className="font-medium text-foreground">Desconto:</span> {planPercentsLabel(offer.discountPercent)}
          </li>
          {offer.cashbackPercent > 0 ? (
            <li>
              <span className="font-medium text-foreground">Cashback:</span> {planPercentsLabel(offer.cashbackPercent)}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <StarIcon className="size-4 shrink-0 fill-warning text-warning" aria-hidden="true" />
            {offer.rating === null ? (
              "Sem avaliações ainda"
            ) : (
              <span>
                <span className="sr-only">Avaliação: </span>
                {offer.rating.toLocaleString("pt-BR", { minimumFractionDigits: 1 })} de 5 ({offer.ratingsCount}{" "}
                {offer.ratingsCount === 1 ? "avaliação" : "avaliações"})
              </span>
            )}
          </li>
        </ul>

        <details className="text-sm">
          <summary className="cursor-pointer font-medium">Regras de uso</summary>
          <p className="mt-2 whitespace-pre-line text-muted-foreground wrap-anywhere">{offer.terms}</p>
        </details>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            {unavailable ? <p className="text-muted-foreground text-sm">{unavailable}</p> : null}
            <ReportOfferDialog offerId={offer.id} title={offer.title} />
          </div>
          <Button
            onClick={() => onRedeem(offer)}
            disabled={redeeming || unavailable !== null}
            aria-label={`Resgatar ${offer.title} de ${offer.partner.name}`}
          >
            {redeeming ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
            {redeeming ? "Resgatando..." : "Resgatar"}
          </Button>
        </div>
      </Card>
    </li>
  );
}
