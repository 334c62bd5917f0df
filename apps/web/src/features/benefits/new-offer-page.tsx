import { href } from "@pm/shared/pages";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { useSaveOffer } from "./api";
import { PartnerPageHeader } from "./components/partner-page-header";
import { OfferForm } from "./offer-form";

/** /empresa/beneficios/novo: publishes a discount (and cashback) for militares. */
export function NewOfferPage() {
  const navigate = useNavigate();
  const save = useSaveOffer(null);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <PartnerPageHeader
        title="Novo benefício"
        description="Preencha os dados do desconto para publicá-lo no catálogo dos militares."
      />
      <OfferForm
        mode="create"
        onSubmit={async (input) => {
          if (save.isPending) return;
          await save.mutateAsync(input);
          toast.success("Benefício publicado!");
          await navigate(href("companyOffers"));
        }}
      />
    </div>
  );
}
