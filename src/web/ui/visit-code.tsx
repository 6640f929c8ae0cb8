import { useEffect, useState } from 'react';

/**
 * A visit's code as the desk reads it: large, spaced for reading aloud, and as a QR code the desk
 * can scan into Check In. The QR encoder loads with the first code shown, not with the portal.
 */
export function VisitCode({ code }: { code: string }) {
  const [qrCode, setQrCode] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(code, { margin: 1, width: 160 }))
      .then((url) => {
        if (current) setQrCode(url);
      });
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p
        className="font-mono text-2xl font-semibold tracking-[0.3em]"
        aria-label={`Visit code ${code.split('').join(' ')}`}
      >
        {code}
      </p>
      {qrCode ? (
        <img
          src={qrCode}
          width={160}
          height={160}
          alt={`QR code of visit code ${code}`}
          className="rounded border bg-white p-1"
        />
      ) : null}
    </div>
  );
}
