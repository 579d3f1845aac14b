import { TextField } from '@mui/material';

/** A one-time code: digits only (typed or pasted, spaces and dashes dropped), `length` long. */
export function CodeInput({
  value,
  onChange,
  label,
  helperText,
  error,
  length = 6,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText?: string;
  error?: boolean;
  length?: number;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
      helperText={helperText}
      error={error}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: length,
          'data-testid': 'code-input',
          style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
        },
      }}
      fullWidth
    />
  );
}
