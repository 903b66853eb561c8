import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT";

/** A QR code of `text`, drawn in the browser as SVG so it prints sharp at any size. */
export const QrCode = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const t = useT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [text]);
  if (svg === null) return <div className="qr-code qr-code-pending" aria-hidden="true" />;
  return <img className="qr-code" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t("print.qrCodeOf", { label })} />;
};
