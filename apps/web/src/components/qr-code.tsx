import QRCode from "qrcode";
import { useMemo } from "react";

/**
 * A QR code drawn as SVG from its modules (no image URL, no inline markup): a redemption's link
 * for the partner's till, an operator's authenticator secret. Quiet zone of 4 modules, as the
 * standard asks, so phone cameras read it off a screen.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
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
