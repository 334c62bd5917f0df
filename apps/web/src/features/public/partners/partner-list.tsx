import type { DirectoryPartner } from "@pm/shared/benefits.directory";
import { useRevalidator } from "react-router";
import { LoadError } from "@/components/load-error";
import type { Loaded } from "@/lib/public-data";
import { PartnerCard } from "./partner-card";

/** A grid of partner cards, or what went wrong loading them (with 'Tentar novamente'). */
export function PartnerList({
  result,
  empty,
}: {
  result: Loaded<{ partners: DirectoryPartner[] }>;
  empty: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  if (!result.ok) {
    return (
      <LoadError
        message={result.message}
        query={{ isFetching: revalidator.state === "loading", refetch: () => revalidator.revalidate() }}
      />
    );
  }
  if (result.data.partners.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {result.data.partners.map((partner) => (
        <PartnerCard key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}
