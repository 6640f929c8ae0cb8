import { useState } from 'react';

/** A text box's value and the message its last check left; typing clears the message. */
export function useTextField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    value,
    error,
    /** Shows `message` under the field until the text changes. */
    setError,
    /** New text (typed, or put back when a form starts over); the old message goes. */
    set(text: string) {
      setValue(text);
      setError(undefined);
    },
  };
}

export type TextField = ReturnType<typeof useTextField>;
