import { href } from "@pm/shared/pages";
import { QrCode } from "@/components/qr-code";

/** The link a redemption's QR holds: the partner's validation page with the signed token. */
export function validationLink(token: string): string {
  return `${window.location.origin}${href("companyValidateOffer", {}, { codigo: token })}`;
}

/** What the militar shows at the till: the coupon code in large type, or the QR. */
export function RedemptionCode({
  code,
  qrToken,
  partnerName,
}: {
  code: string | null;
  qrToken: string | null;
  partnerName: string;
}) {
  if (qrToken) {
    return (
      <div className="grid justify-items-center gap-3">
        <QrCode value={validationLink(qrToken)} label={`QR Code do benefício de ${partnerName}`} />
        <p className="text-center text-muted-foreground text-sm">Mostre este QR Code no caixa de {partnerName}.</p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-muted-foreground text-sm">Seu código</p>
      <p className="select-all break-all rounded-lg border-2 border-dashed px-4 py-3 text-center font-bold font-mono text-2xl tracking-widest sm:text-3xl">
        {code}
      </p>
      <p className="text-center text-muted-foreground text-sm">Informe este código no caixa de {partnerName}.</p>
    </div>
  );
}
