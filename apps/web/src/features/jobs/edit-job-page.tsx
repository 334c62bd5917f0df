import { href } from "@pm/shared/pages";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { FormSkeleton, useLeaveWhenUnloadable } from "@/components/edit-form-loading";
import { toast } from "@/lib/toast";
import { jobQuery, useUpdateJob } from "./api";
import { JobForm } from "./components/job-form";
import { JobPageHeader } from "./components/job-page-header";

/** /empresa/vagas/:id/editar: the same form as a new job, filled in; pausing or activating stays as it was. */
export function EditJobPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const job = useQuery(jobQuery(id));
  const update = useUpdateJob(id);

  useLeaveWhenUnloadable(job, "Não foi possível carregar os dados da vaga.", href("companyJobs"));

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 md:p-8">
      <JobPageHeader
        title="Editar Vaga"
        description={job.data ? job.data.title : "Atualize as informações da vaga."}
        backTo={job.data ? href("companyJob", { id }) : href("companyJobs")}
        backLabel={job.data ? "Voltar para a vaga" : "Voltar para vagas"}
      />
      {job.data ? (
        <JobForm
          // A fresh form when another job is opened, so its fields start from that job.
          key={job.data.id}
          mode="edit"
          job={job.data}
          onSubmit={async (input) => {
            if (update.isPending) return;
            await update.mutateAsync(input);
            toast.success("Vaga atualizada com sucesso!");
            await navigate(href("companyJobs"));
          }}
        />
      ) : (
        <FormSkeleton status="Carregando dados da vaga..." />
      )}
    </div>
  );
}
