import { BENEFIT_MODE_LABELS, benefitMessages, cityLabel, ONLINE_LABEL, planPercentsLabel } from "@pm/shared/benefits";
import { countLabel } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Gift, MapPin, Plus, QrCode, Ticket, TicketCheck, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { type ListSkeletonShape, PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { type PartnerOffers, partnerOffersQuery } from "./api";
import { CashbackOwedSection } from "./components/cashback-owed";
import { DeleteOfferButton, EditOfferLink, OfferStatusBadge, PauseOfferButton } from "./components/offer-actions";
import { PartnerUsesSection } from "./components/partner-uses";

type ListedOffer = PartnerOffers["offers"][number];

/** Where the offer is valid: online, its cities as "Cidade/UF", or both. */
function whereLabel(offer: ListedOffer): string {
  const cities = offer.cities.map((c) => cityLabel(c.city, c.state)).join(", ");
  return [offer.online ? ONLINE_LABEL : "", cities].filter(Boolean).join(" · ");
}

function OfferCard({ offer }: { offer: ListedOffer }) {
  const titleId = useId();
  const ModeIcon = offer.mode === "qr" ? QrCode : Ticket;
  return (
    <li>
      <Card asChild padding="tile" className="flex h-full flex-col gap-4">
        <article aria-labelledby={titleId} data-testid="offer-card">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <h2 id={titleId} className="font-semibold text-lg leading-snug wrap-anywhere">
                {offer.title}
              </h2>
              <p className="text-muted-foreground text-sm">{offer.category}</p>
            </div>
            {/* Beside the status, so it never ends up alone on a row of its own on a phone. */}
            <div className="-mt-1.5 -mr-2 flex shrink-0 items-center gap-1">
              <OfferStatusBadge status={offer.status} />
              <DeleteOfferButton offer={offer} />
            </div>
          </div>
          {offer.unpublishReason ? (
            <p role="note" className="rounded-md bg-destructive/10 p-2 text-destructive text-sm wrap-anywhere">
              {benefitMessages.offerUnpublished}: {offer.unpublishReason} Os militares não a veem até a equipe
              republicá-la.
            </p>
          ) : null}

          <div className="grid gap-1">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-bold text-2xl text-primary">{offer.discountPercent}% de desconto</span>
              {offer.cashbackPercent > 0 ? (
                <span className="font-medium text-sm">{offer.cashbackPercent}% de cashback</span>
              ) : null}
            </p>
            <p className="text-muted-foreground text-xs">{planPercentsLabel(offer.discountPercent)}</p>
          </div>

          <ul className="grid gap-1.5 text-muted-foreground text-sm">
            <li className="flex items-start gap-1.5">
              <ModeIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {BENEFIT_MODE_LABELS[offer.mode]}
                {offer.mode === "coupon" && offer.codePrefix ? ` · ${offer.codePrefix}-XXXXXXXX` : ""}
              </span>
            </li>
            <li className="flex items-start gap-1.5">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 wrap-anywhere">{whereLabel(offer)}</span>
            </li>
            <li className="flex items-start gap-1.5">
              <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                De {shortDate(offer.startsOn)} a {shortDate(offer.endsOn)}
              </span>
            </li>
          </ul>

          <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden="true" />
              {countLabel(offer.redemptionsCount, "resgate", "resgates")}
            </span>
            <span className="inline-flex items-center gap-1">
              <TicketCheck className="size-3.5" aria-hidden="true" />
              {countLabel(offer.usesCount, "uso", "usos")}
            </span>
            {offer.lastEditedBy ? (
              <span>
                Alterado por {offer.lastEditedBy} em {shortDate(offer.updatedAt)}
              </span>
            ) : null}
          </p>

          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            <EditOfferLink offer={offer} />
            <PauseOfferButton offer={offer} />
          </div>
        </article>
      </Card>
    </li>
  );
}

const OFFERS_SKELETON: ListSkeletonShape = {
  rows: 2,
  className: "grid gap-4 md:grid-cols-2",
  status: "Carregando benefícios...",
  row: (
    <div className="grid gap-3 rounded-xl border p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-8 w-3/4" />
    </div>
  ),
};

/** /empresa/beneficios: the partner's offers, the cashback it owes and the uses of its codes. */
export function OffersPage() {
  const list = useQuery(partnerOffersQuery);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Benefícios</h1>
          <p className="mt-1 text-muted-foreground">
            Ofereça descontos e cashback aos militares e valide os códigos no seu caixa.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={href("companyValidateOffer")}>
              <QrCode aria-hidden="true" />
              Validar código
            </Link>
          </Button>
          <Button asChild>
            <Link to={href("companyNewOffer")}>
              <Plus aria-hidden="true" />
              Novo benefício
            </Link>
          </Button>
        </div>
      </div>

      <PagedList
        list={list}
        items={list.data?.offers ?? []}
        skeleton={OFFERS_SKELETON}
        error={{ message: "Erro ao carregar benefícios", hint: "Verifique sua conexão e tente novamente." }}
        empty={
          <EmptyState
            heading
            className="md:p-12"
            icon={Gift}
            title="Nenhum benefício cadastrado"
            description="Ofereça um desconto aos militares e veteranos: ele aparece no catálogo de benefícios da plataforma."
            action={
              <Button asChild>
                <Link to={href("companyNewOffer")}>
                  <Plus aria-hidden="true" />
                  Criar primeiro benefício
                </Link>
              </Button>
            }
          />
        }
      >
        {(offers) => (
          <ul aria-label="Benefícios" className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy={list.isFetching}>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </PagedList>
      {list.data ? <CashbackOwedSection rows={list.data.cashbackByMonth} /> : null}

      <PartnerUsesSection />
    </div>
  );
}
