import {
  COMMUNITY_REPORT_REASON_IDS,
  COMMUNITY_REPORT_REASONS,
  type CommunityReportReason,
  communityReportSchema,
} from "@pm/shared/community";
import { FlagIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useOneSubmit } from "@/hooks/use-one-submit";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { type ReportInput, useReportPost } from "../api";
import { CharacterCount } from "./post-text-field";

const DETAILS_MAX = 500;

/** What the member fills in; the post's kind and id come from where the dialog is opened. */
const reportFieldsSchema = communityReportSchema.pick({ reason: true, details: true });

type Errors = Partial<Record<"reason" | "details", string>>;

/** The first message of each field among `issues`. */
function errorsOf(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of issues) {
    const field = path.split(".")[0];
    if ((field === "reason" || field === "details") && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * 'Denunciar' on another member's question or answer: a reason, optional details, and the
 * platform's team reviews it. A post reported before by the same member answers 409, said as is.
 */
export function ReportDialog({
  kind,
  postId,
  context,
}: {
  kind: ReportInput["kind"];
  postId: string;
  /** What the button reports, for screen readers: "a pergunta", "a resposta de Ana". */
  context: string;
}) {
  const id = useId();
  const report = useReportPost();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CommunityReportReason | "">("");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setReason("");
    setDetails("");
    setErrors({});
    setFailure(null);
  };

  const submit = useOneSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = reportFieldsSchema.safeParse({ reason, details });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((i) => ({ path: String(i.path[0]), message: i.message }))));
      return;
    }
    setErrors({});
    try {
      const res = await report.mutateAsync({ kind, id: postId, ...parsed.data });
      toast.success(res.message);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // Already reported: nothing is left to do here but say so.
        toast.info(error.message);
        close();
        return;
      }
      const found = error instanceof ApiRequestError ? errorsOf(error.issues) : {};
      if (Object.keys(found).length > 0) setErrors(found);
      else setFailure(errorMessage(error, "Não foi possível enviar a denúncia. Tente novamente."));
    }
  });

  const reasonErrorId = `${id}-motivo-error`;
  const detailsId = `${id}-detalhes`;
  const countId = `${detailsId}-contagem`;

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      pending={report.isPending}
      trigger={
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <FlagIcon aria-hidden="true" />
          Denunciar<span className="sr-only"> {context}</span>
        </Button>
      }
      title={kind === "question" ? "Denunciar pergunta" : "Denunciar resposta"}
      description="Diga o que há de errado. A equipe da Próxima Missão analisa cada denúncia, e quem publicou não sabe quem denunciou."
      cancelLabel="Cancelar"
      confirmLabel="Enviar denúncia"
      pendingLabel="Enviando..."
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid min-w-0 gap-4">
        {failure ? (
          <p role="alert" className="text-destructive text-sm">
            {failure}
          </p>
        ) : null}
        <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className="mb-2 font-medium text-sm">Motivo</legend>
          {COMMUNITY_REPORT_REASON_IDS.map((value) => (
            <label
              key={value}
              htmlFor={`${id}-motivo-${value}`}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                id={`${id}-motivo-${value}`}
                type="radio"
                name={`${id}-motivo`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors(({ reason: _, ...rest }) => rest);
                }}
                className="size-4 shrink-0 accent-primary"
              />
              {COMMUNITY_REPORT_REASONS[value]}
            </label>
          ))}
          {errors.reason ? (
            <p id={reasonErrorId} className="text-destructive text-sm">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={detailsId}>Detalhes (opcional)</Label>
          <Textarea
            id={detailsId}
            rows={3}
            className="min-h-20"
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
              setErrors(({ details: _, ...rest }) => rest);
            }}
            aria-invalid={errors.details ? true : undefined}
            aria-describedby={errors.details ? `${detailsId}-error ${countId}` : countId}
          />
          {errors.details ? (
            <p id={`${detailsId}-error`} className="text-destructive text-sm">
              {errors.details}
            </p>
          ) : null}
          <div className="flex justify-end">
            <CharacterCount id={countId} length={details.length} max={DETAILS_MAX} />
          </div>
        </div>
      </div>
    </ConfirmDialog>
  );
}
