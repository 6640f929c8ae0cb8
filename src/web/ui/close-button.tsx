import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The × that closes a dialog or a toast: put it in the primitive's Close with `asChild`. */
export function CloseButton(props: Omit<ComponentProps<'button'>, 'children'>) {
  return (
    <button type="button" aria-label="Close" {...props}>
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
