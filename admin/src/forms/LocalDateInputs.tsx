import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEn, itIT as pickersIt } from '@mui/x-date-pickers/locales';
import { format as formatDate, isValid } from 'date-fns';
import { enGB, it as dateFnsIt } from 'date-fns/locale';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type InputProps } from 'react-admin';

/** What a date the user has not finished typing is sent as: the schema answers "invalid date" on its field. */
const UNFINISHED = 'invalid-date';

/**
 * Dates typed and shown as the interface's language writes them (12/03/1985 in Italian and English),
 * never as the browser's own locale would (issue 11: mm/dd/yyyy appeared in the Italian interface).
 */
function Localized({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const en = locale === 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={en ? enGB : dateFnsIt}
      localeText={(en ? pickersEn : pickersIt).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

type LocalDateInputProps = InputProps & { fullWidth?: boolean; sx?: SxProps<Theme>; 'data-testid'?: string };

/** A calendar date kept as `YYYY-MM-DD` (what the API stores), in a react-admin form or filter. */
function DateField(props: LocalDateInputProps & { withTime: boolean }) {
  const { label, helperText, disabled, fullWidth, sx, withTime, source, resource } = props;
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput(props);
  const raw = field.value as string | null | undefined;
  const value = !raw ? null : withTime ? new Date(raw) : new Date(`${String(raw).slice(0, 10)}T00:00:00`);
  const onChange = (date: Date | null) => {
    if (date === null) field.onChange(null);
    else if (!isValid(date)) field.onChange(UNFINISHED);
    else field.onChange(withTime ? date.toISOString() : formatDate(date, 'yyyy-MM-dd'));
  };
  const error = fieldState.error?.message;
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <Localized>
      <Box data-testid={props['data-testid']} sx={{ width: fullWidth ? '100%' : undefined }}>
        <Picker
          value={value && isValid(value) ? value : null}
          onChange={onChange}
          disabled={disabled}
          label={
            label === false ? undefined : <FieldTitle label={label as string} source={source} resource={resource} isRequired={isRequired} />
          }
          sx={sx}
          slotProps={{
            textField: {
              id,
              name: field.name,
              onBlur: field.onBlur,
              fullWidth,
              size: 'small',
              margin: 'dense',
              error: !!error,
              helperText: <InputHelperText error={error ? translate(error, { _: error }) : undefined} helperText={helperText} />,
            },
            field: { clearable: true },
          }}
        />
      </Box>
    </Localized>
  );
}

export function LocalDateInput(props: LocalDateInputProps) {
  return <DateField {...props} withTime={false} />;
}

/** A moment kept as an ISO date-time (UTC), typed and shown in the user's local time. */
export function LocalDateTimeInput(props: LocalDateInputProps) {
  return <DateField {...props} withTime />;
}
