import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';

/** An unknown, malformed or altered receipt: one message, whichever it was. */
export function InvalidReceipt() {
  return (
    <section
      aria-labelledby="verdict-heading"
      className="flex gap-4 rounded-lg border border-destructive/40 bg-card p-6"
    >
      <ShieldX aria-hidden="true" className="size-8 shrink-0 text-destructive" />
      <div className="grid gap-2">
        <h2 id="verdict-heading" className="text-2xl font-bold tracking-tight">
          This receipt is not valid
        </h2>
        <p>
          Orion Transit &amp; Custody did not issue a receipt with this code, or the receipt has
          been changed since it was issued. Do not rely on it.
        </p>
        <p>
          Check that the address matches the QR code on the receipt exactly, or{' '}
          <Link to="/contact" className="font-medium text-accent-text underline underline-offset-4">
            contact us
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
