import { BriefcaseIcon, Building2Icon, MapPinIcon, WalletIcon } from "lucide-react";

// A job's company logo and its facts (city, regime and modality, salary), as the board, the
// militar's applications and the public job pages show them.

/** The company's logo, or a building standing in for it (named for screen readers). */
export function CompanyLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return logoUrl ? (
    <img src={logoUrl} alt="" className="size-10 shrink-0 rounded-md border object-cover" />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Building2Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{name}</span>
    </span>
  );
}

/** Where, how and for how much: the facts a job's card and page show under its title. */
export function JobFacts({
  job,
}: {
  job: { city: string; regime: string; modality: string | null; salary: string | null };
}) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
      <li className="flex min-w-0 items-start gap-1.5 wrap-anywhere">
        <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {job.city}
      </li>
      <li className="flex items-center gap-1.5">
        <BriefcaseIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">Regime: </span>
        {job.regime}
        {job.modality ? ` · ${job.modality}` : null}
      </li>
      {job.salary ? (
        <li className="flex min-w-0 items-start gap-1.5 font-medium text-foreground wrap-anywhere">
          <WalletIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Salário: </span>
          {job.salary}
        </li>
      ) : null}
    </ul>
  );
}
