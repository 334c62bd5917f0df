import { InfoDialog } from "@/components/confirm-dialog";
import { longDate } from "@/lib/dates";
import type { Redemption } from "../api";
import { RedemptionCode } from "./redemption-code";

/**
 * A redemption shown full screen for the till: its code or QR, the discount it gives and until
 * when. Opened right after 'Resgatar' and by 'Usar' in the history.
 */
export function RedemptionDialog({
  redemption,
  onClose,
  title = "Benefício resgatado!",
}: {
  redemption: Redemption | null;
  onClose: () => void;
  title?: string;
}) {
  return (
    <InfoDialog
      open={redemption !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="max-h-dvh overflow-y-auto sm:max-w-md"
      title={title}
      description={
        redemption ? (
          <>
            {redemption.offerTitle} — {redemption.partnerName}. {redemption.discountPercent}% de desconto
            {redemption.cashbackPercent > 0 ? ` e ${redemption.cashbackPercent}% de cashback` : ""}. Válido até{" "}
            {longDate(redemption.expiresAt)}.
          </>
        ) : null
      }
    >
      {redemption ? (
        <RedemptionCode code={redemption.code} qrToken={redemption.qrToken} partnerName={redemption.partnerName} />
      ) : null}
    </InfoDialog>
  );
}
