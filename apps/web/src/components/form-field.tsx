import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A label, its control and the control's error message, tied together for screen readers. A
 * required field shows an asterisk beside its label, kept out of the field's accessible name.
 */
export function FormField({
  id,
  label,
  error,
  required = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      {required ? (
        // The asterisk stands beside the label, not in it: the field's name stays its label.
        <div className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <span aria-hidden="true" className="font-medium text-destructive text-sm">
            *
          </span>
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that mark a control invalid and point it at its error text. */
export function invalidProps(id: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}
