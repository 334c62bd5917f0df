import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "@/lib/toast";

/** The spec shows validation failures as a toast; the same message also sits under the field. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>) {
  const first = Object.values(errors).find((e) => typeof e?.message === "string");
  if (first?.message) toast.error(String(first.message));
}
