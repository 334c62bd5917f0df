import { ALL_CATEGORIES_LABEL, BENEFIT_CATEGORIES, type BenefitCategory, benefitMessages } from "@pm/shared/benefits";
import { href } from "@pm/shared/pages";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { HistoryIcon, LockIcon, SearchXIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { ListSkeleton, type ListSkeletonShape, PagedList } from "@/components/paged-list";
import { SearchBox } from "@/components/search-box";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { patchParams } from "@/lib/search-params";
import { meQuery } from "@/lib/session";
import { toast } from "@/lib/toast";
import { type CatalogueFilters, type CatalogueOffer, catalogueQuery, type Redemption, useRedeemOffer } from "./api";
import { CatalogueOfferCard } from "./components/catalogue-offer-card";
import { RedemptionDialog } from "./components/redemption-dialog";

/** ?cidade=todas lists every city; without it the catalogue opens on the militar's city. */
const ALL_CITIES = "todas";

function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const { data: me } = useQuery(meQuery);
  const profile = me?.militaryProfile;
  const myCity = profile?.city && profile.state ? `${profile.city}/${profile.state}` : null;
  const cityParam = params.get("cidade");
  const category = params.get("categoria");
  const filters = useMemo<CatalogueFilters>(() => {
    const city = cityParam === ALL_CITIES ? undefined : (cityParam ?? myCity ?? undefined);
    return {
      ...(params.get("q") ? { q: params.get("q") ?? "" } : {}),
      ...((BENEFIT_CATEGORIES as readonly string[]).includes(category ?? "")
        ? { category: category as BenefitCategory }
        : {}),
      ...(city ? { city } : {}),
    };
  }, [params, cityParam, category, myCity]);
  const set = (key: string, value: string | null) =>
    setParams((prev) => patchParams(prev, { [key]: value }), { replace: true });
  // Cleared filters show every offer: every category and every city.
  const clear = () => setParams(new URLSearchParams({ cidade: ALL_CITIES }), { replace: true });
  // Filtered beyond the default (the militar's own city).
  const narrowed = Boolean(filters.q || filters.category || (cityParam && cityParam !== ALL_CITIES));
  return { filters, myCity, cityParam, set, clear, narrowed, ready: me !== undefined };
}

/** /app/beneficios: partner discounts for the militar, with the plan's values. */
export function BenefitsPage() {
  const { filters, myCity, cityParam, set, clear, narrowed, ready } = useCatalogueFilters();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Benefícios</h1>
          <p className="mt-1 text-muted-foreground">Descontos e cashback de empresas parceiras para militares.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={href("militaryBenefitsHistory")}>
            <HistoryIcon aria-hidden="true" />
            Ver histórico
          </Link>
        </Button>
      </div>

      <div className="grid gap-3 rounded-xl border p-4">
        <div className="grid gap-3 md:grid-cols-[1fr_16rem]">
          <SearchBox
            value={filters.q ?? ""}
            onChange={(q) => set("q", q || null)}
            label="Buscar benefícios"
            placeholder="Buscar por parceiro ou benefício"
          />
          <div className="grid gap-1">
            <Label htmlFor="beneficios-cidade" className="sr-only">
              Cidade
            </Label>
            <NativeSelect
              id="beneficios-cidade"
              value={cityParam ?? (myCity ? "" : ALL_CITIES)}
              onChange={(e) => set("cidade", e.target.value || null)}
            >
              {myCity ? <option value="">Minha cidade ({myCity})</option> : null}
              <option value={ALL_CITIES}>Todas as cidades</option>
              {cityParam && cityParam !== ALL_CITIES && cityParam !== myCity ? (
                <option value={cityParam}>{cityParam}</option>
              ) : null}
            </NativeSelect>
          </div>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Categoria</legend>
          {[ALL_CATEGORIES_LABEL, ...BENEFIT_CATEGORIES].map((label) => {
            const value = label === ALL_CATEGORIES_LABEL ? null : label;
            const active = (filters.category ?? null) === value;
            return (
              <Button
                key={label}
                type="button"
                size="sm"
                variant={active ? "default" : "outline"}
                aria-pressed={active}
                onClick={() => set("categoria", value)}
              >
                {label}
              </Button>
            );
          })}
        </fieldset>
      </div>

      {ready ? (
        <Catalogue filters={filters} narrowed={narrowed} onClear={clear} />
      ) : (
        <ListSkeleton {...CATALOGUE_SKELETON} />
      )}
    </div>
  );
}

/** The FREE plan's card: benefits at 5 % until the militar subscribes. */
function SubscriptionNeeded() {
  return (
    <Card className="flex flex-col gap-3 border-warning/50 bg-warning/5 p-5 sm:flex-row sm:items-center">
      <LockIcon className="size-8 shrink-0 text-warning" aria-hidden="true" />
      <div className="grid flex-1 gap-1">
        <h2 className="font-semibold text-lg">{benefitMessages.subscriptionTitle}</h2>
        <p className="text-muted-foreground text-sm">
          {benefitMessages.subscriptionText} No plano FREE, descontos e cashback ficam limitados a 5%.
        </p>
      </div>
      <Button asChild>
        <Link to={href("militaryPayments")}>{benefitMessages.subscriptionAction}</Link>
      </Button>
    </Card>
  );
}

const CATALOGUE_SKELETON: ListSkeletonShape = {
  className: "grid gap-4 md:grid-cols-2 xl:grid-cols-3",
  status: "Carregando benefícios…",
  row: (
    <div className="grid gap-4 rounded-xl border p-5">
      <div className="flex gap-3">
        <Skeleton className="size-12" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="ml-auto h-10 w-28" />
    </div>
  ),
};

function Catalogue({
  filters,
  narrowed,
  onClear,
}: {
  filters: CatalogueFilters;
  narrowed: boolean;
  onClear: () => void;
}) {
  const query = useInfiniteQuery(catalogueQuery(filters));
  const redeem = useRedeemOffer();
  const [redeemingId, setRedeemingId] = useState<string | null>(null);
  const [shown, setShown] = useState<Redemption | null>(null);
  const offers = query.data?.pages.flatMap((p) => p.offers) ?? [];
  const plan = query.data?.pages[0]?.plan;

  const onRedeem = (offer: CatalogueOffer) => {
    if (redeem.isPending) return;
    setRedeemingId(offer.id);
    redeem.mutate(offer.id, {
      onSuccess: (redemption) => setShown(redemption),
      onError: (error) => toast.error(errorMessage(error, "Não foi possível resgatar o benefício. Tente novamente.")),
      onSettled: () => setRedeemingId(null),
    });
  };

  return (
    <>
      {plan === "FREE" ? <SubscriptionNeeded /> : null}
      <PagedList
        list={query}
        items={offers}
        skeleton={CATALOGUE_SKELETON}
        error={{ message: "Erro ao carregar benefícios", hint: "Verifique sua conexão e tente novamente." }}
        empty={
          <EmptyState
            icon={SearchXIcon}
            title={benefitMessages.emptyCatalogue}
            description={
              narrowed
                ? "Tente outras palavras, outra categoria ou todas as cidades."
                : filters.city
                  ? "Ainda não há parceiros com benefícios na sua cidade. Veja os de todas as cidades ou volte em breve."
                  : "Ainda não há benefícios publicados. Volte em breve: novos parceiros chegam toda semana."
            }
            action={
              narrowed || filters.city ? (
                <Button variant="outline" onClick={onClear}>
                  {benefitMessages.clearFilters}
                </Button>
              ) : null
            }
          />
        }
      >
        {(items, more) => (
          <section aria-label="Benefícios disponíveis" className="grid gap-4">
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
              {items.map((offer) => (
                <CatalogueOfferCard
                  key={offer.id}
                  offer={offer}
                  onRedeem={onRedeem}
                  redeeming={redeemingId === offer.id}
                />
              ))}
            </ul>
            {more}
          </section>
        )}
      </PagedList>
      <RedemptionDialog redemption={shown} onClose={() => setShown(null)} />
    </>
  );
}
