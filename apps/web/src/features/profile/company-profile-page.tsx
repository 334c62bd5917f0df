import { companyProfileMessages } from "@pm/shared/profile.company";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { companyProfileQuery } from "./api";
import { CompanyProfileForm } from "./components/company-profile-form";
import { LogoCard } from "./components/logo-card";

function ProfileSkeleton() {
  return (
    <div className="grid gap-6">
      <p role="status" className="sr-only">
        Carregando perfil da empresa...
      </p>
      <div className="flex items-center gap-5 rounded-xl border p-6">
        <Skeleton className="size-24 rounded-xl" />
        <div className="grid gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-10 w-32" />
        </div>
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="grid gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /empresa/perfil: the company's logo and profile. */
export function CompanyProfilePage() {
  const profile = useQuery(companyProfileQuery);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <div>
        <h1 className="font-bold text-2xl tracking-tight md:text-3xl">Perfil da Empresa</h1>
        <p className="mt-1 text-muted-foreground">
          Mantenha os dados da sua empresa atualizados: é assim que os candidatos a conhecem.
        </p>
      </div>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <LoadError message={companyProfileMessages.loadError} query={profile} />
      ) : (
        <>
          <LogoCard name={profile.data.name} logoUrl={profile.data.logoUrl} />
          {/* Not keyed by the row: a logo upload refetches it, and must not wipe unsaved edits. */}
          <CompanyProfileForm profile={profile.data} />
        </>
      )}
    </div>
  );
}
