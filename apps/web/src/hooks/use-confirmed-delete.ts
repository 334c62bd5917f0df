import { useState } from "react";
import { ApiRequestError } from "@/lib/api-client";

/**
 * A deletion behind a confirmation dialog: whether the dialog is open, and `confirm`, which
 * deletes once (not again while pending) and closes the dialog; `dialog` is ConfirmDialog's state. What is already gone (deleted in
 * another tab) counts as deleted: the list refreshes and nothing is left to do.
 */
export function useConfirmedDelete({
  remove,
  pending,
  deleted,
  failed,
  closeOnError = false,
}: {
  remove: () => Promise<unknown>;
  pending: boolean;
  deleted: () => void;
  failed: (error: unknown) => void;
  /** Closes the dialog on a failure too (the message then stands alone). */
  closeOnError?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (pending) return;
    try {
      await remove();
      setOpen(false);
      deleted();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        setOpen(false);
        deleted();
        return;
      }
      if (closeOnError) setOpen(false);
      failed(error);
    }
  };
  return { open, setOpen, confirm, dialog: { open, onOpenChange: setOpen, pending } };
}
