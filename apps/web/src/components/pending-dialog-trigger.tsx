import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/**
 * Until a dialog's or popover's code is here (useOnDemand): the same button, opening on a click as
 * Radix's does, and asking for the code as soon as it is pointed at or focused.
 */
export function PendingDialogTrigger({
  request,
  onOpen,
  ...button
}: ComponentProps<typeof Button> & { request: () => void; onOpen: () => void }) {
  return (
    <Button
      {...button}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={request}
      onFocus={request}
      onClick={() => {
        onOpen();
        request();
      }}
    />
  );
}
