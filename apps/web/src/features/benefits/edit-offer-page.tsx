import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { partnerOfferQuery, useSaveOffer } from "./api";
import { PartnerPageHeader } from "./components/partner-page-header";
import { OfferForm } from "./offer-form";

function FormSkeleton() {
  return (
    <Card className="grid gap-6">
      <p role="status" className="sr-only">
        Carregando dados do benefício...
      </p>
      {["a", "b", "c", "d"].map((k) => (
        <div key={k} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-28 w-full" />
    </Card>
  );
}

/** /empresa/beneficios/:id/editar: the same form as a new offer, filled in; a pause stays as it was. */
export function EditOfferPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const offer = useQuery(partnerOfferQuery(id));
  const save = useSaveOffer(id);

  useEffect(() => {
    if (offer.isError && !offer.data) {
      toast.error("Não foi possível carregar os dados do benefício.");
      void navigate("/empresa/beneficios", { replace: true });
    }
  }, [offer.isError, offer.data, navigate]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <PartnerPageHeader
        title="Editar benefício"
        description={offer.data ? offer.data.title : "Atualize as informações do benefício."}
      />
      {offer.data ? (
        <OfferForm
          // A fresh form when another offer is opened, so its fields start from that offer.
          key={offer.data.id}
          mode="edit"
          offer={offer.data}
          onSubmit={async (input) => {
            if (save.isPending) return;
            await save.mutateAsync(input);
            toast.success("Benefício atualizado!");
            await navigate("/empresa/beneficios");
          }}
        />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
