import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportStatus } from "@pm/shared/support.constants";
import { Badge } from "@/components/ui/badge";

/** What waits on the person stands out; a closed request fades. */
const VARIANTS: Record<SupportStatus, "secondary" | "warning" | "default" | "outline"> = {
  aberto: "secondary",
  aguardando_voce: "warning",
  respondido: "default",
  resolvido: "outline",
};

/** A status the API may add later still shows, by its own name, rather than breaking the list. */
export function SupportStatusBadge({ status }: { status: string }) {
  const known = Object.hasOwn(SUPPORT_STATUSES, status) ? (status as SupportStatus) : null;
  return <Badge variant={known ? VARIANTS[known] : "outline"}>{known ? SUPPORT_STATUSES[known] : status}</Badge>;
}

/** 'Conta e acesso', or the category's id when it is one this screen does not know. */
export function categoryLabel(category: string): string {
  return (SUPPORT_CATEGORIES as Record<string, string | undefined>)[category] ?? category;
}
