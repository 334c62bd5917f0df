import { serviceLine } from "@pm/shared/profile.military-options";
import { useQuery } from "@tanstack/react-query";
import { PreferenceSwitch } from "@/components/preference-switch";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { communitySettingsQuery, useSaveCommunitySettings } from "../api";

/**
 * How the member appears in the community: his name always; his força and posto only when he turns
 * them on (they say a lot about him to people he does not know). The hint shows what would appear,
 * or where to fill it in when his profile has neither.
 */
export function CommunityIdentity() {
  const settings = useQuery(communitySettingsQuery);
  const save = useSaveCommunitySettings();
  if (!settings.data) return null;
  const { branch, rank, showService } = settings.data;
  const line = branch || rank ? serviceLine(branch, rank) : null;
  return (
    <section aria-label="Como você aparece na comunidade" className="rounded-xl border bg-card p-4">
      <PreferenceSwitch
        id="comunidade-mostrar-servico"
        label="Mostrar minha Força e posto nas publicações"
        hint={
          line
            ? `Aparece ao lado do seu nome: ${line}.`
            : "Preencha Força e posto ou graduação no seu perfil para que apareçam ao lado do seu nome."
        }
        checked={showService}
        pending={save.isPending}
        onChange={(checked) =>
          save.mutate(checked, {
            onSuccess: (res) => toast.success(res.message),
            onError: (error) => toast.error(errorMessage(error, "Não foi possível salvar. Tente novamente.")),
          })
        }
      />
    </section>
  );
}
