import { zodResolver } from "@hookform/resolvers/zod";
import { CASHBACK_HOLD_DAYS } from "@pm/shared/benefits";
import { confirmUseSchema, lookupCodeSchema } from "@pm/shared/benefits.company";
import { formatCents } from "@pm/shared/format";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, QrCode, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { FormField, invalidProps } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { shortDate } from "@/lib/dates";
import { meQuery } from "@/lib/session";
import { type TillRedemption, useConfirmUse, useLookupCode } from "./api";
import { PartnerPageHeader } from "./components/partner-page-header";
import { PartnerUsesSection } from "./components/partner-uses";
import { cameraSupported, QrScannerDialog } from "./components/qr-scanner-dialog";

const CAMERA_ERROR = "Não foi possível acessar a câmera. Digite o código.";
const LOOKUP_ERROR = "Não foi possível verificar o código. Tente novamente.";
const CONFIRM_ERROR = "Não foi possível confirmar o uso. Tente novamente.";

type ConfirmedUse = NonNullable<ReturnType<typeof useConfirmUse>["data"]>;

/** What a scanned QR holds, as the field shows it: the code of a validation link, or the text itself. */
function presentedText(scanned: string): string {
  const fromLink = /[?&]codigo=([^&#]+)/.exec(scanned)?.[1];
  if (!fromLink) return scanned.trim();
  try {
    return decodeURIComponent(fromLink).trim();
  } catch {
    return scanned.trim();
  }
}

/** The redemption found at the till: what to apply, and the purchase amount for the cashback. */
function TillCard({
  redemption,
  pending,
  onConfirm,
}: {
  redemption: TillRedemption;
  pending: boolean;
  onConfirm: (purchaseAmount: string) => void;
}) {
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const withCashback = redemption.cashbackPercent > 0;

  const confirm = () => {
    if (pending) return;
    const text = withCashback ? amount.trim() : "";
    const checked = confirmUseSchema.shape.purchaseAmount.safeParse(text);
    if (!checked.success) {
      setAmountError(checked.error.issues[0]?.message);
      return;
    }
    setAmountError(undefined);
    onConfirm(text);
  };

  return (
    <Card asChild className="grid gap-5">
      <section aria-labelledby="till-title">
        <div className="grid gap-1">
          <h2 id="till-title" className="font-semibold text-xl wrap-anywhere">
            {redemption.offerTitle}
          </h2>
          <p className="text-muted-foreground text-sm">{redemption.category}</p>
        </div>

        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">Militar: {redemption.militarFirstName}</p>
          <Badge variant={redemption.plan === "PREMIUM" ? "accent" : "outline"}>{redemption.plan}</Badge>
        </div>

        <div className="grid gap-1 rounded-lg bg-primary/5 p-4">
          <p className="font-bold text-3xl text-primary">Desconto a aplicar: {redemption.discountPercent}%</p>
          {withCashback ? <p className="font-medium">Cashback: {redemption.cashbackPercent}%</p> : null}
        </div>

        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Resgatado em</dt>
            <dd>{shortDate(redemption.redeemedAt)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">Válido até</dt>
            <dd>{shortDate(redemption.expiresAt)}</dd>
          </div>
        </dl>

        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          {withCashback ? (
            <FormField id="purchase-amount" label="Valor da compra (R$)" error={amountError}>
              <Input
                id="purchase-amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                {...invalidProps("purchase-amount", amountError)}
                aria-describedby={[amountError ? "purchase-amount-error" : "", "purchase-amount-hint"]
                  .filter(Boolean)
                  .join(" ")}
              />
              <p id="purchase-amount-hint" className="text-muted-foreground text-xs">
                Informe para creditar o cashback do militar.
              </p>
            </FormField>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={pending}>
            <CircleCheck aria-hidden="true" />
            {pending ? "Confirmando..." : "Confirmar uso"}
          </Button>
        </form>
      </section>
    </Card>
  );
}

/** The use confirmed: the discount to give and the cashback credited, and the way to the next code. */
function ConfirmedCard({ use, onNext }: { use: ConfirmedUse; onNext: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card asChild className="grid justify-items-start gap-3 border-primary/40">
      <section aria-labelledby="confirmed-title">
        <CircleCheck className="size-10 text-primary" aria-hidden="true" />
        <h2 id="confirmed-title" ref={heading} tabIndex={-1} className="font-bold text-2xl outline-none">
          Uso confirmado!
        </h2>
        <p>
          Aplique {use.discountPercent}% de desconto para {use.militarFirstName} em {use.offerTitle}.
        </p>
        {use.cashbackCents > 0 ? (
          <p>
            Cashback de {formatCents(use.cashbackCents)} creditado ao militar (pendente por {CASHBACK_HOLD_DAYS} dias).
          </p>
        ) : null}
        <Button onClick={onNext}>Validar outro código</Button>
      </section>
    </Card>
  );
}

/**
 * /empresa/beneficios/validar: the till. A code typed, scanned or opened from the QR's link
 * (?codigo=) is verified, then its use confirmed once.
 */
export function ValidatePage() {
  const { data: me } = useQuery(meQuery);
  const lookup = useLookupCode();
  const confirm = useConfirmUse();
  const [found, setFound] = useState<{ presented: string; redemption: TillRedemption } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const form = useForm<z.input<typeof lookupCodeSchema>, unknown, z.output<typeof lookupCodeSchema>>({
    resolver: zodResolver(lookupCodeSchema),
    defaultValues: { code: "" },
  });
  const codeError = form.formState.errors.code?.message;

  const verify = (text: string) => {
    if (lookup.isPending) return;
    const code = text.trim();
    setCameraFailed(false);
    setFound(null);
    confirm.reset();
    lookup.mutate(code, { onSuccess: (redemption) => setFound({ presented: code, redemption }) });
  };

  const confirmUse = (purchaseAmount: string) => {
    if (!found || confirm.isPending) return;
    confirm.mutate(
      { code: found.presented, purchaseAmount },
      {
        onSuccess: () => setFound(null),
        // Used or expired meanwhile, or gone: the card no longer applies; the alert says why.
        onError: (error) => {
          if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) setFound(null);
        },
      },
    );
  };

  const next = () => {
    lookup.reset();
    confirm.reset();
    setFound(null);
    setCameraFailed(false);
    form.reset({ code: "" });
    form.setFocus("code");
  };

  // A QR's link opened in the partner's session: verify its code at once, then drop it from the
  // address, so a reload after the confirmation does not verify a used code again.
  const [params, setParams] = useSearchParams();
  const linked = params.get("codigo");
  const handledLink = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the link's code changes.
  useEffect(() => {
    if (!linked || handledLink.current === linked) return;
    handledLink.current = linked;
    const code = presentedText(linked);
    form.setValue("code", code);
    verify(code);
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.delete("codigo");
        return out;
      },
      { replace: true },
    );
  }, [linked]);

  const alert = cameraFailed
    ? CAMERA_ERROR
    : lookup.isError
      ? errorMessage(lookup.error, LOOKUP_ERROR)
      : confirm.isError
        ? errorMessage(confirm.error, CONFIRM_ERROR)
        : null;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 p-4 md:p-8">
      <PartnerPageHeader
        title="Validar benefício"
        description="Digite o código do cupom ou escaneie o QR Code que o militar mostrar."
      />

      <Card className="grid gap-4">
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ code }) => verify(code))}>
          <FormField id="benefit-code" label="Código" error={codeError}>
            <Input
              id="benefit-code"
              placeholder="Ex.: SAUDE-7KQ2M9XH"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              {...invalidProps("benefit-code", codeError)}
              {...form.register("code")}
            />
          </FormField>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={lookup.isPending}>
              <Search aria-hidden="true" />
              {lookup.isPending ? "Verificando..." : "Verificar"}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setCameraFailed(false);
                if (cameraSupported()) setScanning(true);
                else setCameraFailed(true);
              }}
            >
              <QrCode aria-hidden="true" />
              Escanear QR Code
            </Button>
          </div>
        </form>
        {alert ? (
          <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 font-medium text-sm">
            {alert}
          </p>
        ) : null}
      </Card>

      {confirm.data ? (
        <ConfirmedCard use={confirm.data} onNext={next} />
      ) : found ? (
        <TillCard
          key={found.presented}
          redemption={found.redemption}
          pending={confirm.isPending}
          onConfirm={confirmUse}
        />
      ) : null}

      {/* The cashier has no offers page: the uses his till confirmed are listed here. */}
      {me?.companyRole === "caixa" ? <PartnerUsesSection /> : null}

      <QrScannerDialog
        open={scanning}
        onOpenChange={setScanning}
        onRead={(text) => {
          setScanning(false);
          const code = presentedText(text);
          form.setValue("code", code, { shouldValidate: false });
          form.clearErrors("code");
          verify(code);
        }}
        onUnavailable={() => {
          setScanning(false);
          setCameraFailed(true);
          form.setFocus("code");
        }}
      />
    </div>
  );
}
