import { operationsMessages as m } from "@pm/shared/operations";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { shortDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { offerReportsQuery, offersQuery, useOfferPublication } from "./api";
import { ConsoleList, ConsolePage, ConsoleTabs } from "./console-list";
import { ReasonDialog } from "./reason-dialog";

const FILTERS = [
  { value: "denunciadas", label: "Com denúncias" },
  { value: "todas", label: "Todas" },
] as const;

/** /operacao/ofertas: partner offers with the militares' reports; unpublish with a reason. */
export function OperationsOffersPage() {
  const [params] = useSearchParams();
  const filtro = params.get("filtro") === "todas" ? "todas" : "denunciadas";
  const list = useQuery(offersQuery(filtro));
  return (
    <ConsolePage
      title="Ofertas de parceiros"
      description="Leia as denúncias dos militares e despublique uma oferta enganosa; o parceiro recebe o motivo por e-mail."
    >
      <ConsoleTabs param="filtro" value={filtro} tabs={FILTERS}>
        <ConsoleList
          list={list}
          items={list.data?.offers ?? []}
          error="Erro ao carregar as ofertas"
          empty={filtro === "denunciadas" ? "Nenhuma oferta denunciada." : m.offersEmpty}
          row={(offer) => <OfferRow key={offer.id} offer={offer} />}
        />
      </ConsoleTabs>
    </ConsolePage>
  );
}

interface Offer {
  id: string;
  title: string;
  companyName: string;
  paused: boolean;
  unpublishedAt: string | null;
  unpublishReason: string | null;
  createdAt: string;
  reportsCount: number;
}

function OfferRow({ offer }: { offer: Offer }) {
  const unpublished = offer.unpublishedAt !== null;
  const action = useOfferPublication(offer.id, unpublished);
  const [open, setOpen] = useState(false);
  const [showReports, setShowReports] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4 text-sm [overflow-wrap:anywhere]">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="font-semibold text-base">{offer.title}</p>
          <p className="text-muted-foreground">
            {offer.companyName} · criada em {shortDate(offer.createdAt)}
          </p>
          <div className="flex flex-wrap gap-2">
            {offer.reportsCount > 0 ? (
              <Badge variant="warning">
                {offer.reportsCount === 1 ? "1 denúncia" : `${offer.reportsCount} denúncias`}
              </Badge>
            ) : null}
            {unpublished ? <Badge variant="destructive">Despublicada</Badge> : null}
            {offer.paused ? <Badge variant="secondary">Pausada pelo parceiro</Badge> : null}
          </div>
          {offer.unpublishReason ? <p>Motivo: {offer.unpublishReason}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {offer.reportsCount > 0 ? (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={showReports}
              onClick={() => setShowReports(!showReports)}
            >
              {showReports ? "Ocultar denúncias" : "Ver denúncias"}
            </Button>
          ) : null}
          <ReasonDialog
            open={open}
            onOpenChange={setOpen}
            trigger={
              <Button size="sm" variant={unpublished ? "outline" : "destructive"}>
                {unpublished ? "Republicar" : "Despublicar"}
              </Button>
            }
            title={unpublished ? "Republicar a oferta?" : "Despublicar a oferta?"}
            description={
              unpublished
                ? "A oferta volta a aparecer para os militares."
                : "A oferta deixa de aparecer para os militares e o parceiro recebe o motivo por e-mail."
            }
            confirmLabel={unpublished ? "Republicar" : "Despublicar"}
            destructive={!unpublished}
            pending={action.isPending}
            onConfirm={async (reason) => {
              const res = await action.mutateAsync(reason);
              toast.success(res.message);
            }}
          />
        </div>
      </div>
      {showReports ? <Reports id={offer.id} /> : null}
    </li>
  );
}

function Reports({ id }: { id: string }) {
  const reports = useQuery(offerReportsQuery(id));
  if (reports.isPending) return <Skeleton className="h-12 w-full" />;
  if (reports.isError) return <LoadError frame="plain" message="Erro ao carregar as denúncias" query={reports} />;
  return (
    <ul className="grid gap-1 border-t pt-2">
      {reports.data.reports.map((r) => (
        <li key={r.id}>
          <span className="text-muted-foreground">{shortDate(r.createdAt)}:</span> {r.reason}
        </li>
      ))}
    </ul>
  );
}
