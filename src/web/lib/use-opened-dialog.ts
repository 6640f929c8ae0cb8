import { useState } from 'react';

type Opened<What> = { what: What; opener: HTMLElement | null };

/**
 * What a dialog opened without a Radix trigger shows, and the control that opened it, which gets
 * the focus back when the dialog closes (Radix has no trigger to refocus).
 */
export function useOpenedDialog<What>() {
  const [opened, setOpened] = useState<Opened<What> | null>(null);
  return {
    /** What the dialog shows; null while it is closed. */
    what: opened?.what ?? null,
    open(what: What, opener: HTMLElement | null) {
      setOpened({ what, opener });
    },
    /** Shows something else in the dialog that is open, keeping its opener. */
    show(what: What) {
      setOpened((current) => current && { ...current, what });
    },
    /** Closes it; once the focus trap has gone, the opener gets the focus back. */
    close() {
      setOpened(null);
      const opener = opened?.opener;
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
    },
    /** Closes it without moving the focus (e.g. the opener's row is going away). */
    dismiss() {
      setOpened(null);
    },
  };
}
