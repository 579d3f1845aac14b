import { TextField } from '@mui/material';
import { forwardRef, memo, useEffect, useImperativeHandle, useRef, type FormEvent, type HTMLAttributes } from 'react';

/** What a screen may do to its scan input: take the focus, or empty it (a step or mode changed). */
export interface ScanInputHandle {
  focus: () => void;
  clear: () => void;
}

export interface ScanInputProps {
  /** Called on Enter with the trimmed text (never empty); the input is emptied first. */
  onScan: (text: string) => void;
  label: string;
  testId: string;
  disabled?: boolean;
  /**
   * The input keeps the focus (a wedge scanner types into whatever has it): when the focus leaves for
   * nothing (a tap on empty space) or for a button, it comes back; and a key typed while no field has
   * the focus is sent here, so a scan is never dropped. Off while `paused` (a dialog is open).
   */
  keepFocus?: boolean;
  paused?: boolean;
  type?: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  /** A button or hint under the input (the kiosk's "Continue"). */
  children?: React.ReactNode;
}

/** What typing a character fires at the input. */
const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput', 'selectionchange'] as const;

/** Elements that take typing (or a dialog's or menu's focus) of their own: the scan input leaves them the focus. */
const OWN_FOCUS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="listbox"], [role="menu"], [role="combobox"], .MuiModal-root';
const takesOwnFocus = (el: Element | null) => !!el && el !== document.body && !!el.closest(OWN_FOCUS);

/**
 * The one code input of the gate's quick mode, the totem's kiosk and the cloakroom desk (issue 29
 * item 4). A keyboard-wedge scanner types a 122-character pass in a burst: the input is uncontrolled
 * (React does not re-render on a key; its label stays up, so MUI's outline does not change either) and
 * read once, on Enter. Measured in admin/e2e/scan-burst.e2e.ts.
 */
export const ScanInput = memo(
  forwardRef<ScanInputHandle, ScanInputProps>(function ScanInput(
    { onScan, label, testId, disabled = false, keepFocus = false, paused = false, type = 'text', inputMode, autoCapitalize, children },
    ref,
  ) {
    const input = useRef<HTMLInputElement | null>(null);
    const scan = useRef(onScan);
    scan.current = onScan;
    const focus = () => {
      const el = input.current;
      if (el && !el.disabled && document.activeElement !== el) el.focus();
    };
    useImperativeHandle(ref, () => ({
      focus,
      clear: () => {
        if (input.current) input.current.value = '';
      },
    }));

    // A key's events aimed at this input go no further than the window: nothing in the page needs them
    // (the form's submit is an event of its own, and the browser still types the character), while
    // React's root listeners (capture and bubble) and the app's key handlers would otherwise run for
    // each of them, five events a character, 122 characters a scan.
    useEffect(() => {
      const stop = (e: Event) => {
        if (e.target === input.current) e.stopPropagation();
      };
      for (const type of KEY_EVENTS) window.addEventListener(type, stop, true);
      return () => {
        for (const type of KEY_EVENTS) window.removeEventListener(type, stop, true);
      };
    }, []);

    // Focus when the input becomes usable (and on mount).
    useEffect(() => {
      if (!disabled && !paused) focus();
    }, [disabled, paused]);

    useEffect(() => {
      if (!keepFocus || paused || disabled) return;
      // A key typed while no field has the focus (after a tap on empty space or on a button) is this input's.
      const onKey = (e: KeyboardEvent) => {
        if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
        if (e.key.length !== 1 && e.key !== 'Enter') return;
        const active = document.activeElement;
        if (active === input.current || takesOwnFocus(active)) return;
        if (e.key === 'Enter' && !input.current?.value) return;
        // Moved during keydown, the focus takes this key's character too.
        focus();
      };
      // The focus gone to nothing (or a button) comes back once that tap is over.
      const onBlur = () =>
        setTimeout(() => {
          if (!takesOwnFocus(document.activeElement)) focus();
        }, 0);
      const el = input.current;
      document.addEventListener('keydown', onKey, true);
      el?.addEventListener('blur', onBlur);
      return () => {
        document.removeEventListener('keydown', onKey, true);
        el?.removeEventListener('blur', onBlur);
      };
    }, [keepFocus, paused, disabled]);

    const submit = (e: FormEvent) => {
      e.preventDefault();
      const el = input.current;
      if (!el) return;
      const text = el.value.trim();
      el.value = '';
      if (text) scan.current(text);
    };

    return (
      <form onSubmit={submit} style={{ width: '100%' }}>
        <TextField
          fullWidth
          inputRef={input}
          disabled={disabled}
          label={label}
          type={type}
          autoComplete="off"
          slotProps={{
            inputLabel: { shrink: true },
            input: { notched: true },
            htmlInput: { 'data-testid': testId, spellCheck: false, inputMode, autoCapitalize },
          }}
        />
        {children}
      </form>
    );
  }),
);
