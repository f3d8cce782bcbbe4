import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to a form's input by name once the next render (with its error message) is on screen, so the
 * error is read out with the field.
 */
export function useFocusField(): { formRef: RefObject<HTMLFormElement | null>; focusField: (name: string | null) => void } {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState<{ name: string } | null>(null);
  useEffect(() => {
    if (!request) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(request.name)}"]`);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [request]);
  const focusField = useCallback((name: string | null) => {
    if (name) setRequest({ name });
  }, []);
  return { formRef, focusField };
}
