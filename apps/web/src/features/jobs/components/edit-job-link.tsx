import { href } from "@pm/shared/pages";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** 'Editar', to the job's edit page; `label` names the job where several are listed. */
export function EditJobLink({ jobId, label }: { jobId: string; label?: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={href("companyEditJob", { id: jobId })} aria-label={label}>
        <Pencil aria-hidden="true" />
        Editar
      </Link>
    </Button>
  );
}
