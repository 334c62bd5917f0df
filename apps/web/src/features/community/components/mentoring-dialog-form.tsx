// What the mentoring's dialogs (request, accept, decline, rate) share: their state and what a failed
// request does, and the message at the top (their text boxes are post-text-field's). Each dialog
// keeps only its own fields and checks.
import { useState } from "react";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useRefreshMentoring } from "../api";
import { type FieldErrors, refusalErrors } from "./mentoring-form-errors";

/**
 * A mentoring dialog's state: open, its errors by field, and `send`, which says the API's message
 * and closes. A 409 or a 404 (answered in another tab, the mentor's places filled, the request
 * withdrawn) is said as the API says it, closes and reads the list again, since the dialog no
 * longer matches where things stand; a 422 goes under its field; anything else at the top.
 */
export function useMentoringDialog<F extends string>({
  fields,
  reset,
  failMessage,
}: {
  fields: readonly F[];
  /** Puts the dialog's own fields back as they were, once it closes. */
  reset: () => void;
  /** Said at the top when a request fails without a message of the API's. */
  failMessage: string;
}) {
  const refresh = useRefreshMentoring();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const close = () => {
    setOpen(false);
    setErrors({});
    reset();
  };

  /** Typing in a field takes its error away; the others' stay until the next submit. */
  const clearError = (field: F) => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest as FieldErrors<F>);
  };

  const send = async (request: () => Promise<{ message: string }>) => {
    try {
      const res = await request();
      toast.success(res.message);
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        toast.error(error.message);
        close();
        void refresh();
        return;
      }
      if (error instanceof ApiRequestError && error.status === 422) setErrors(refusalErrors(error, fields));
      else setErrors({ form: errorMessage(error, failMessage) } as FieldErrors<F>);
    }
  };

  // Closing by any means (Cancel, Esc) forgets what was typed.
  const dialog = { open, onOpenChange: (next: boolean) => (next ? setOpen(true) : close()) };

  return { dialog, errors, setErrors, clearError, send };
}

/** What failed without naming a field, at the top of the dialog. */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}
