import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { FormSkeleton, useLeaveWhenUnloadable } from "@/components/edit-form-loading";
import { toast } from "@/lib/toast";
import { partnerOfferQuery, useSaveOffer } from "./api";
import { PartnerPageHeader } from "./components/partner-page-header";
import { OfferForm } from "./offer-form";

/** /empresa/beneficios/:id/editar: the same form as a new offer, filled in; a pause stays as it was. */
export function EditOfferPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const offer = useQuery(partnerOfferQuery(id));
  const save = useSaveOffer(id);

  useLeaveWhenUnloadable(offer, "Não foi possível carregar os dados do benefício.", href("companyOffers"));

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
            await navigate(href("companyOffers"));
          }}
        />
      ) : (
        <FormSkeleton status="Carregando dados do benefício..." />
      )}
    </div>
  );
}
