import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

/** The form's inputs with an error, first in page order. */
function firstErrorInput(form: HTMLFormElement, names: string[]): HTMLElement | null {
  const inputs = names.flatMap((name) => {
    const el = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    return el ? [el] : [];
  });
  inputs.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return inputs[0] ?? null;
}

/**
 * After a save that fails — the form's own checks or the API's 422 — opens the tab holding the first
 * failing field and puts the cursor in it (issue 11): the error is never on a tab the user is not
 * looking at. Placed anywhere inside a react-admin form (its toolbar).
 */
export function FocusFirstError() {
  const { formState } = useFormContext();
  const { submitCount, errors } = formState;
  const handled = useRef(0);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const names = Object.keys(errors);
    if (submitCount === 0 || handled.current === submitCount || names.length === 0) return;
    handled.current = submitCount;
    const form = anchor.current?.closest('form');
    const input = form ? firstErrorInput(form, names) : null;
    if (!input) return;
    const panel = input.closest<HTMLElement>('[id^="tabpanel-"]');
    if (panel && panel.style.display === 'none') document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`)?.click();
    // After the tab has been drawn.
    requestAnimationFrame(() => input.focus());
  }, [submitCount, errors]);
  return <span ref={anchor} hidden />;
}
