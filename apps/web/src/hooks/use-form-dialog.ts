import { useState } from "react";

/** A dialog that holds a form: whether it is open, and closing it resets the form. */
export function useFormDialog(form: { reset: () => void }) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return { open, setOpen, onOpenChange };
}
