import QRCode from "qrcode";
import { useMemo } from "react";

/**
 * The QR of a redemption, drawn as SVG from its modules (no image URL, no inline markup): it
 * holds the link the partner's till opens to validate it. Quiet zone of 4 modules, as the
 * standard asks, so phone cameras read it off a screen.
 */
export function RedemptionQr({ value, label }: { value: string; label: string }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: "M" });
    const d: string[] = [];
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(x, y)) d.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }
    }
    return { d: d.join(""), size: modules.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="aspect-square w-full max-w-72 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/** The link a redemption's QR holds: the partner's validation page with the signed token. */
export function validationLink(token: string): string {
  return `${window.location.origin}/empresa/beneficios/validar?codigo=${encodeURIComponent(token)}`;
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
        <RedemptionQr value={validationLink(qrToken)} label={`QR Code do benefício de ${partnerName}`} />
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
