import { zodResolver } from "@hookform/resolvers/zod";
import {
  BENEFIT_CATEGORIES,
  BENEFIT_LIMITS,
  BENEFIT_MODE_LABELS,
  BENEFIT_MODES,
  ONLINE_LABEL,
} from "@pm/shared/benefits";
import { type OfferFormValues, type OfferInput, offerInputSchema } from "@pm/shared/benefits.company";
import { MILITARY_PLANS } from "@pm/shared/billing";
import { BR_STATES } from "@pm/shared/brazil";
import { href } from "@pm/shared/pages";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { type FieldError, type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { FormField, invalidProps } from "@/components/form-field";
import { Section } from "@/components/section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, ValueOptions } from "@/components/ui/native-select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cx } from "@/lib/utils";

/** What the form starts from when editing: the offer as the API returns it. */
export interface OfferFormDefaults {
  title: string;
  category: string;
  discountPercent: number;
  cashbackPercent: number;
  description: string;
  terms: string;
  online: boolean;
  cities: { city: string; state: string }[];
  mode: string;
  codePrefix: string | null;
  startsOn: string;
  endsOn: string;
  monthlyLimit: number;
  totalQuantity: number | null;
}

type Values = OfferFormValues;
type City = NonNullable<Values["cities"]>[number];

const EMPTY: Values = {
  title: "",
  // Chosen by the user: the select starts on its prompt, and the schema names a missing category.
  category: "" as Values["category"],
  discountPercent: "",
  cashbackPercent: "",
  description: "",
  terms: "",
  online: false,
  cities: [],
  mode: "coupon",
  codePrefix: "",
  startsOn: "",
  endsOn: "",
  monthlyLimit: "1",
  totalQuantity: "",
};

const NEW_CITY = { city: "", state: "" as City["state"] };

function formValues(offer: OfferFormDefaults | undefined): Values {
  if (!offer) return EMPTY;
  return {
    title: offer.title,
    category: offer.category as Values["category"],
    discountPercent: String(offer.discountPercent),
    cashbackPercent: offer.cashbackPercent ? String(offer.cashbackPercent) : "",
    description: offer.description,
    terms: offer.terms,
    online: offer.online,
    cities: offer.cities.map((c) => ({ city: c.city, state: c.state as City["state"] })),
    mode: offer.mode as Values["mode"],
    codePrefix: offer.codePrefix ?? "",
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    monthlyLimit: String(offer.monthlyLimit),
    totalQuantity: offer.totalQuantity === null ? "" : String(offer.totalQuantity),
  };
}

/**
 * The form field an API issue names: `cities.0.city` for a row's field, the list itself for a
 * message about all its cities, else the top-level field. Null for anything the form does not hold.
 */
function fieldOf(path: string): FieldPath<Values> | null {
  const [head = "", index, leaf] = path.split(".");
  if (!Object.hasOwn(EMPTY, head)) return null;
  if (head !== "cities") return head as FieldPath<Values>;
  if (index !== undefined && /^\d+$/.test(index) && (leaf === "city" || leaf === "state")) {
    return `cities.${Number(index)}.${leaf}`;
  }
  return "cities.root" as FieldPath<Values>;
}

const CHOICE = "size-4 shrink-0 accent-primary";

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-muted-foreground text-xs">
      {children}
    </p>
  );
}

/** aria-describedby for a control with a hint: its error (when any) and the hint. */
const describedBy = (id: string, error: string | undefined, hint: string) =>
  [error ? `${id}-error` : null, hint].filter(Boolean).join(" ");

const freeCap = MILITARY_PLANS.FREE.discountCapPercent;

/**
 * The one offer form, for publishing and for editing. Validates with the schema the API uses; a
 * refusal from the server puts its messages under the fields and in a toast.
 */
export function OfferForm({
  mode,
  offer,
  onSubmit,
}: {
  mode: "create" | "edit";
  offer?: OfferFormDefaults;
  /** Saves; resolves when done, rejects with the API's error. */
  onSubmit: (input: OfferInput) => Promise<void>;
}) {
  const form = useForm<Values, unknown, OfferInput>({
    resolver: zodResolver(offerInputSchema),
    defaultValues: formValues(offer),
  });
  const cities = useFieldArray({ control: form.control, name: "cities" });
  const usage = useWatch({ control: form.control, name: "mode" });
  const { errors, isSubmitting } = form.formState;
  const creating = mode === "create";
  const fallback = creating
    ? "Erro ao publicar benefício. Tente novamente."
    : "Erro ao atualizar benefício. Tente novamente.";

  // One save at a time, even for a second submit that arrives before the button is disabled.
  const saving = useRef(false);

  const submit = form.handleSubmit(
    async (values) => {
      if (saving.current) return;
      saving.current = true;
      try {
        await onSubmit(values);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status !== 0) {
          for (const issue of error.issues) {
            const name = fieldOf(issue.path);
            if (name) form.setError(name, { message: issue.message });
          }
          toast.error(error.message);
        } else {
          toast.error(fallback);
        }
      } finally {
        saving.current = false;
      }
    },
    () => toast.error("Verifique os campos destacados e tente novamente."),
  );

  const busy = isSubmitting;
  const citiesError = errors.cities as (FieldError & { root?: FieldError }) | undefined;
  const e = {
    title: errors.title?.message,
    category: errors.category?.message,
    discountPercent: errors.discountPercent?.message,
    cashbackPercent: errors.cashbackPercent?.message,
    description: errors.description?.message,
    terms: errors.terms?.message,
    cities: citiesError?.root?.message ?? citiesError?.message,
    mode: errors.mode?.message,
    codePrefix: errors.codePrefix?.message,
    startsOn: errors.startsOn?.message,
    endsOn: errors.endsOn?.message,
    monthlyLimit: errors.monthlyLimit?.message,
    totalQuantity: errors.totalQuantity?.message,
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={busy}>
      <Section id="offer-about" title="Sobre o benefício">
        <FormField id="offer-title" label="Título" required error={e.title}>
          <Input
            id="offer-title"
            placeholder="Ex.: 20% de desconto em consultas"
            aria-required="true"
            {...invalidProps("offer-title", e.title)}
            {...form.register("title")}
          />
        </FormField>

        <FormField id="offer-category" label="Categoria" required error={e.category}>
          <NativeSelect
            id="offer-category"
            aria-required="true"
            {...invalidProps("offer-category", e.category)}
            {...form.register("category")}
          >
            <option value="" disabled>
              Selecione a categoria
            </option>
            <ValueOptions values={BENEFIT_CATEGORIES} />
          </NativeSelect>
        </FormField>

        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id="offer-discount" label="Desconto (%)" required error={e.discountPercent}>
            <Input
              id="offer-discount"
              type="number"
              inputMode="numeric"
              min={BENEFIT_LIMITS.discountMin}
              max={BENEFIT_LIMITS.discountMax}
              step={1}
              placeholder="Ex.: 20"
              aria-required="true"
              {...invalidProps("offer-discount", e.discountPercent)}
              aria-describedby={describedBy("offer-discount", e.discountPercent, "offer-discount-hint")}
              {...form.register("discountPercent")}
            />
            <Hint id="offer-discount-hint">
              De 1 a 100%. Militares do plano FREE recebem até {freeCap}%; os do PREMIUM, o percentual completo.
            </Hint>
          </FormField>
          <FormField id="offer-cashback" label="Cashback (%)" error={e.cashbackPercent}>
            <Input
              id="offer-cashback"
              type="number"
              inputMode="numeric"
              min={0}
              max={BENEFIT_LIMITS.cashbackMax}
              step={1}
              placeholder="0"
              {...invalidProps("offer-cashback", e.cashbackPercent)}
              aria-describedby={describedBy("offer-cashback", e.cashbackPercent, "offer-cashback-hint")}
              {...form.register("cashbackPercent")}
            />
            <Hint id="offer-cashback-hint">
              De 0 a {BENEFIT_LIMITS.cashbackMax}% do valor da compra, creditado ao militar. Deixe em branco para não
              oferecer.
            </Hint>
          </FormField>
        </div>

        <FormField id="offer-description" label="Descrição" required error={e.description}>
          <textarea
            id="offer-description"
            rows={5}
            placeholder="Conte o que o militar ganha e como sua empresa atende."
            aria-required="true"
            className={cx(TEXTAREA_CLASS, "min-h-28")}
            {...invalidProps("offer-description", e.description)}
            {...form.register("description")}
          />
        </FormField>

        <FormField id="offer-terms" label="Regras de uso" required error={e.terms}>
          <textarea
            id="offer-terms"
            rows={4}
            placeholder="Ex.: Válido para consultas agendadas. Não cumulativo com outras promoções."
            aria-required="true"
            className={cx(TEXTAREA_CLASS, "min-h-24")}
            {...invalidProps("offer-terms", e.terms)}
            {...form.register("terms")}
          />
        </FormField>
      </Section>

      <Section
        id="offer-where"
        title="Onde vale"
        description="Marque se vale online e liste as cidades das suas lojas."
      >
        <div className="grid gap-2">
          <label htmlFor="offer-online" className="flex w-fit items-center gap-2 font-medium text-sm">
            <input
              id="offer-online"
              type="checkbox"
              className={CHOICE}
              {...invalidProps("offer-cities", e.cities)}
              {...form.register("online")}
            />
            {ONLINE_LABEL}
          </label>
        </div>

        {cities.fields.length > 0 ? (
          <ul aria-label="Cidades" className="grid gap-4">
            {cities.fields.map((field, index) => (
              <CityRow key={field.id} index={index} form={form} onRemove={() => cities.remove(index)} />
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">Nenhuma cidade adicionada.</p>
        )}

        {e.cities ? (
          <p id="offer-cities-error" className="text-destructive text-sm">
            {e.cities}
          </p>
        ) : null}

        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={cities.fields.length >= BENEFIT_LIMITS.cities}
          onClick={() => cities.append({ ...NEW_CITY })}
        >
          <Plus aria-hidden="true" />
          Adicionar cidade
        </Button>
      </Section>

      <Section id="offer-usage" title="Como o militar usa">
        <fieldset
          className="grid gap-3"
          aria-invalid={e.mode ? true : undefined}
          aria-describedby={e.mode ? "offer-mode-error" : undefined}
        >
          <legend className="mb-3 flex items-baseline gap-0.5 font-medium text-sm">
            Modo de uso
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {BENEFIT_MODES.map((m) => (
              <label key={m} htmlFor={`offer-mode-${m}`} className="flex items-center gap-2 text-sm">
                <input id={`offer-mode-${m}`} type="radio" value={m} className={CHOICE} {...form.register("mode")} />
                {BENEFIT_MODE_LABELS[m]}
              </label>
            ))}
          </div>
          {e.mode ? (
            <p id="offer-mode-error" className="text-destructive text-sm">
              {e.mode}
            </p>
          ) : null}
        </fieldset>

        {usage === "coupon" ? (
          <FormField id="offer-prefix" label="Prefixo do cupom" required error={e.codePrefix}>
            <Input
              id="offer-prefix"
              placeholder="Ex.: SAUDE"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={BENEFIT_LIMITS.prefixMax}
              className="uppercase"
              aria-required="true"
              {...invalidProps("offer-prefix", e.codePrefix)}
              aria-describedby={describedBy("offer-prefix", e.codePrefix, "offer-prefix-hint")}
              {...form.register("codePrefix")}
            />
            <Hint id="offer-prefix-hint">De 3 a 10 letras ou números. Os códigos ficam como PREFIXO-XXXXXXXX.</Hint>
          </FormField>
        ) : (
          <p className="text-muted-foreground text-sm">
            Cada resgate gera um QR Code que você lê no caixa com a câmera, em Validar código.
          </p>
        )}
      </Section>

      <Section id="offer-period" title="Período e limites">
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField id="offer-starts" label="Início" required error={e.startsOn}>
            <Input
              id="offer-starts"
              type="date"
              aria-required="true"
              {...invalidProps("offer-starts", e.startsOn)}
              {...form.register("startsOn")}
            />
          </FormField>
          <FormField id="offer-ends" label="Término" required error={e.endsOn}>
            <Input
              id="offer-ends"
              type="date"
              aria-required="true"
              {...invalidProps("offer-ends", e.endsOn)}
              {...form.register("endsOn")}
            />
          </FormField>
          <FormField id="offer-monthly-limit" label="Limite por militar por mês" error={e.monthlyLimit}>
            <Input
              id="offer-monthly-limit"
              type="number"
              inputMode="numeric"
              min={1}
              max={BENEFIT_LIMITS.monthlyLimitMax}
              step={1}
              {...invalidProps("offer-monthly-limit", e.monthlyLimit)}
              {...form.register("monthlyLimit")}
            />
          </FormField>
          <FormField id="offer-total" label="Quantidade total" error={e.totalQuantity}>
            <Input
              id="offer-total"
              type="number"
              inputMode="numeric"
              min={1}
              max={BENEFIT_LIMITS.totalQuantityMax}
              step={1}
              {...invalidProps("offer-total", e.totalQuantity)}
              aria-describedby={describedBy("offer-total", e.totalQuantity, "offer-total-hint")}
              {...form.register("totalQuantity")}
            />
            <Hint id="offer-total-hint">Deixe em branco para não limitar.</Hint>
          </FormField>
        </div>
        <p className="text-muted-foreground text-xs">* Campos obrigatórios</p>
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={href("companyOffers")}>Cancelar</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {creating ? (busy ? "Publicando..." : "Publicar benefício") : busy ? "Salvando..." : "Salvar alterações"}
        </Button>
      </div>
    </form>
  );
}

type OfferFormApi = ReturnType<typeof useForm<Values, unknown, OfferInput>>;

/** One city where the offer is valid: its name, its UF and the button that removes it. */
function CityRow({ index, form, onRemove }: { index: number; form: OfferFormApi; onRemove: () => void }) {
  const rowErrors = form.formState.errors.cities?.[index];
  const cityError = rowErrors?.city?.message;
  const stateError = rowErrors?.state?.message;
  const cityId = `offer-city-${index}`;
  const stateId = `offer-state-${index}`;
  return (
    <li>
      <fieldset className="grid grid-cols-[minmax(0,1fr)_5.5rem_auto] items-start gap-2">
        <legend className="sr-only">Cidade {index + 1}</legend>
        <FormField id={cityId} label="Cidade" error={cityError}>
          <Input
            id={cityId}
            placeholder="Ex.: Recife"
            autoComplete="off"
            {...invalidProps(cityId, cityError)}
            {...form.register(`cities.${index}.city`)}
          />
        </FormField>
        <FormField id={stateId} label="UF" error={stateError}>
          <NativeSelect id={stateId} {...invalidProps(stateId, stateError)} {...form.register(`cities.${index}.state`)}>
            <option value="" disabled>
              UF
            </option>
            <ValueOptions values={BR_STATES} />
          </NativeSelect>
        </FormField>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-[1.375rem]"
          aria-label={`Remover cidade ${index + 1}`}
          title="Remover cidade"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </fieldset>
    </li>
  );
}
