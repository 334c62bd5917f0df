import { href } from "@pm/shared/pages";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** Back link to the list, the page's title and what it is for. */
export function JobPageHeader({
  title,
  description,
  backTo = href("companyJobs"),
  backLabel = "Voltar para vagas",
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <Link
        to={backTo}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="grid min-w-0 gap-1">
          <h1 className="font-bold text-2xl tracking-tight wrap-anywhere md:text-3xl">{title}</h1>
          {description ? <p className="text-muted-foreground wrap-anywhere">{description}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
