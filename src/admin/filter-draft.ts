import { useState } from 'react';

/** A filter form's fields as typed, until sent; `set(name)` is a field's change handler. */
export function useFilterDraft<Draft extends Record<string, string>>(initial: () => Draft) {
  const [draft, setDraft] = useState(initial);
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  return { draft, set };
}
