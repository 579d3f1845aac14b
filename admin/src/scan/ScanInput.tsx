import { TextField } from '@mui/material';
import { forwardRef, memo, useEffect, useImperativeHandle, useRef, type HTMLAttributes } from 'react';

/** What a screen may do to its scan input: take the focus, empty it (a step or mode changed), or send it (a "Continue" button). */
export interface ScanInputHandle {
  focus: () => void;
  clear: () => void;
  submit: () => void;
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
  /** A button or hint under the input (the kiosk's "Continue", which calls the handle's `submit`). */
  children?: React.ReactNode;
}

/** What typing a character fires at the input. */
const KEY_EVENTS = ['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput', 'selectionchange'] as const;

/** Elements that take typing (or a dialog's or menu's focus) of their own: the scan input leaves them the focus. */
const OWN_FOCUS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="listbox"], [role="menu"], [role="combobox"], .MuiModal-root';
const takesOwnFocus = (el: Element | null) => !!el && el !== document.body && !!el.closest(OWN_FOCUS);

/**
 * What a key costs the page is what it costs a bare `<input>` (issue 29 item 4): the browser restyles the
 * input alone (no `<form>` around it, whose `:valid`/`:invalid` state Chromium re-checks and restyles on
 * every key), and lays out and repaints the input alone: the input is a layout and paint boundary
 * (`contain: strict`; its size is explicit: MUI's height, the width set here), which Chromium honours only
 * for a box whose parent is not a flex container, hence MUI's input root as a block (it holds the input
 * and the outline only). Without both, each key laid out ~15 boxes from the document down and repainted the
 * page's content area.
 */
const KEY_BOUNDARY = {
  '& .MuiInputBase-root': { display: 'block' },
  // Its width was the flex container's to shrink: here the whole width less its own side padding (content-box).
  '& .MuiInputBase-input': { contain: 'strict', paddingLeft: '14px', paddingRight: '14px', width: 'calc(100% - 28px)' },
} as const;

/**
 * The one code input of the gate's quick mode, the totem's kiosk and the cloakroom desk (issue 29
 * item 4). A keyboard-wedge scanner types a 122-character pass in a burst: the input is uncontrolled
 * (React does not re-render on a key; its label stays up, so MUI's outline does not change either),
 * read once, on Enter, and a key restyles, lays out and repaints the input alone (KEY_BOUNDARY).
 * Measured in admin/e2e/scan-burst.e2e.ts and gate-devices.e2e.ts (e2e/support/key-burst.ts).
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
    /** The text goes to `onScan` (trimmed, never empty) and the input is emptied. */
    const submit = () => {
      const el = input.current;
      if (!el || el.disabled) return;
      const text = el.value.trim();
      el.value = '';
      if (text) scan.current(text);
    };
    useImperativeHandle(ref, () => ({
      focus,
      clear: () => {
        if (input.current) input.current.value = '';
      },
      submit,
    }));

    // A key's events aimed at this input go no further than the window: nothing in the page needs them
    // (the browser still types the character; Enter sends the text from here), while React's root
    // listeners (capture and bubble) and the app's key handlers would otherwise run for each of them,
    // five events a character, 122 characters a scan.
    useEffect(() => {
      const stop = (e: Event) => {
        if (e.target !== input.current) return;
        e.stopPropagation();
        if (e.type === 'keydown' && (e as KeyboardEvent).key === 'Enter' && !(e as KeyboardEvent).isComposing) {
          e.preventDefault();
          submit();
        }
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
        if (e.key === 'Enter') {
          // The end of a scan typed while the focus was away (a button keeps its own Enter when nothing was typed).
          if (!input.current?.value) return;
          e.preventDefault();
          focus();
          submit();
          return;
        }
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

    return (
      <div style={{ width: '100%' }}>
        <TextField
          fullWidth
          sx={KEY_BOUNDARY}
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
      </div>
    );
  }),
);
