import { Switch } from "radix-ui";

/** One preference: its label and hint, and a switch that saves at once. */
export function PreferenceSwitch({
  id,
  label,
  hint,
  checked,
  pending,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  pending: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <p id={`${id}-dica`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={pending}
        aria-describedby={`${id}-dica`}
        onCheckedChange={onChange}
        className="peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-lg ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
