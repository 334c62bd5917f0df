import type { FormEventHandler, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

interface ConfirmButtonProps {
  confirmLabel: ReactNode;
  /** The confirm button's label while `pending`; the label stays the same without it. */
  pendingLabel?: ReactNode;
  /** For what cannot be undone: the confirm button in the destructive style. */
  destructive?: boolean;
  /** Disables the confirm button even when nothing is pending. */
  confirmDisabled?: boolean;
  onConfirm?: () => unknown;
  /**
   * Makes the panel a form (for a confirmation that asks for a field): the confirm button
   * submits it. Given instead of onConfirm.
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

type ConfirmDialogPanelProps = {
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons. */
  children?: ReactNode;
  /** The button that closes without doing anything; it has the focus when the dialog opens. */
  cancelLabel: string;
  /** A request is under way: both buttons are disabled (and ConfirmDialog cannot be dismissed). */
  pending?: boolean;
} & (
  | ConfirmButtonProps
  | {
      /** In place of the confirm button, e.g. a link styled as a button. */
      action: ReactNode;
    }
);

/**
 * Title, description and the two buttons of a confirmation. The confirm button is a plain Button,
 * not AlertDialogAction, so the dialog stays open (and busy) until the caller closes it.
 */
export function ConfirmDialogPanel(props: ConfirmDialogPanelProps) {
  const { title, description, children, cancelLabel, pending = false } = props;
  const panel = (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
        {"action" in props ? props.action : <ConfirmButton {...props} pending={pending} />}
      </AlertDialogFooter>
    </>
  );
  return "onSubmit" in props && props.onSubmit ? (
    <form onSubmit={props.onSubmit} noValidate className="grid gap-4">
      {panel}
    </form>
  ) : (
    panel
  );
}

function ConfirmButton({
  confirmLabel,
  pendingLabel,
  destructive = false,
  confirmDisabled = false,
  onConfirm,
  onSubmit,
  pending,
}: ConfirmButtonProps & { pending: boolean }) {
  return (
    <Button
      type={onSubmit ? "submit" : undefined}
      variant={destructive ? "destructive" : undefined}
      disabled={pending || confirmDisabled}
      onClick={onConfirm ? () => void onConfirm() : undefined}
    >
      {pending && pendingLabel !== undefined ? pendingLabel : confirmLabel}
    </Button>
  );
}

type ConfirmDialogProps = {
  /** The button that opens the dialog; without it, the caller opens it through `open`. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true, Esc and the cancel button do nothing: the dialog waits for the request to settle. */
  pending?: boolean;
} & (
  | ConfirmDialogPanelProps
  | {
      /**
       * A component that renders its own ConfirmDialogPanel: it is mounted only while the dialog
       * is open, e.g. to ask the API for something on each opening.
       */
      content: ReactNode;
    }
);

/** Asks before doing something: a title, what it will do, Cancel (focused) and the confirm button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, open, onOpenChange, pending = false } = props;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        {"content" in props ? props.content : <ConfirmDialogPanel {...props} pending={pending} />}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * A dialog that shows something (a code, the camera) with "Fechar": the title, what it is, and
 * the content.
 */
export function InfoDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className={className}>
        <ConfirmDialogPanel title={title} description={description} cancelLabel="Fechar" action={null}>
          {children}
        </ConfirmDialogPanel>
      </AlertDialogContent>
    </AlertDialog>
  );
}
