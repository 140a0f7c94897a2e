import { useEffect, useState } from 'react';

/**
 * An address as a QR code a phone wallet scans. The encoder (the qrcode package) loads only when a
 * player opens an address, so it costs the cashier's first paint nothing.
 */
export function AddressQr({ address, label }: { address: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(address, { margin: 1, width: 176, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (isCurrent) setImage(url);
      })
      // The address is shown as text beside it; a code that could not be drawn leaves the space empty.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [address]);
  return (
    <div className="flex size-44 shrink-0 items-center justify-center rounded-xl bg-white p-1">
      {image && <img src={image} alt={label} width={176} height={176} />}
    </div>
  );
}
