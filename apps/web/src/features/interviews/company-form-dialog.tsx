import { Loader2Icon } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { ConfirmDialogPanel } from "@/components/confirm-dialog";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { ApiRequestError, errorMessage } from "@/lib/api-client";

/** The interview's minutes as people say them: '30 minutos', '1 hora', '1 h 30', '2 horas'. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest > 0) return `${hours} h ${String(rest).padStart(2, "0")}`;
  return hours === 1 ? "1 hora" : `${hours} horas`;
}

/** Field errors by path ('location', 'slots.1') and 'form' for what belongs to no field. */
export type FieldErrors = Record<string, string | undefined>;

/** Props that mark a control invalid and point it at its message. */
export function invalid(errorId: string, error: string | undefined, hintId?: string) {
  if (!error) return hintId ? { "aria-describedby": hintId } : {};
  return {
    "aria-invalid": true as const,
    "aria-describedby": hintId ? `${errorId} ${hintId}` : errorId,
  };
}

/**
 * The API's refusal as the form shows it: each issue under its field (`keyOf` turns the issue's
 * path into the form's key, `known` says whether the form has that field), the rest, or the whole
 * message when no issue names a field (a 409), at the top of the form.
 */
export function apiErrors(
  error: unknown,
  known: (key: string) => boolean,
  keyOf: (path: string) => string = (path) => path,
): FieldErrors {
  if (!(error instanceof ApiRequestError)) return { form: errorMessage(error) };
  const found: FieldErrors = {};
  for (const issue of error.issues) {
    const key = keyOf(issue.path);
    if (known(key)) found[key] ??= issue.message;
    else found.form ??= issue.message;
  }
  if (Object.keys(found).length === 0) found.form = error.message;
  return found;
}

/** After a refused submit: the first field marked invalid takes the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
}

/**
 * A dialog holding a form: the title, what it does, the fields, 'Voltar' and the submit button.
 * While the request runs it cannot be dismissed. Narrower padding on phones (360 px).
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onSubmit,
  formError,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal of the API that names no field (409), said at the top of the form. */
  formError?: string;
  children: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent className="p-4 sm:p-6">
        <ConfirmDialogPanel
          title={title}
          description={description}
          cancelLabel="Voltar"
          confirmLabel={
            pending ? (
              <>
                <Loader2Icon className="animate-spin" aria-hidden="true" />
                {pendingLabel}
              </>
            ) : (
              confirmLabel
            )
          }
          pending={pending}
          onSubmit={onSubmit}
        >
          <div className="grid min-w-0 gap-5">
            {formError ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
              >
                {formError}
              </p>
            ) : null}
            {children}
          </div>
        </ConfirmDialogPanel>
      </AlertDialogContent>
    </AlertDialog>
  );
}
