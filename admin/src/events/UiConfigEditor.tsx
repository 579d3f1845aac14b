import {
  ATTENDEE_FIELDS,
  ATTENDEE_READONLY_FIELDS,
  EVENT_OPTION_KEYS,
  ROLES,
  UI_MENU_CATALOG,
  UI_MENU_KEYS,
  parseUiConfigOption,
  resolveUiConfig,
  type UiAudience,
  type UiConfig,
  type UiConfigOption,
  type UiField,
  type UiMenuItem,
  type UiMenuKey,
} from '@eventdesk/shared';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Paper,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

type Option = { key: string; value: string };
const AUDIENCES: UiAudience[] = [...ROLES, 'ATTENDEE'];
const SYSTEM_FIELDS: readonly string[] = ATTENDEE_READONLY_FIELDS;

/**
 * The UI_CONFIG option edited per role without typing JSON: menu items on/off with their alias, and
 * the attendee form fields (visible / required / read-only / alias). It writes the option's JSON into
 * the form's `options`, so it is saved with the event and validated by the API.
 */
export function UiConfigEditor() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const options = (useWatch({ name: 'options' }) as Option[] | undefined) ?? [];
  const raw = options.find((o) => o.key === EVENT_OPTION_KEYS.UI_CONFIG)?.value ?? '';
  const parsed = parseUiConfigOption(raw);
  const stored: UiConfigOption = parsed.ok ? parsed.value : {};
  const [audience, setAudience] = useState<UiAudience>('USER');
  const effective = resolveUiConfig(stored, audience);

  const write = (next: UiConfigOption) => {
    const json = Object.keys(next).length ? JSON.stringify(next) : '';
    const others = options.filter((o) => o.key !== EVENT_OPTION_KEYS.UI_CONFIG);
    setValue('options', json ? [...others, { key: EVENT_OPTION_KEYS.UI_CONFIG, value: json }] : others, { shouldDirty: true });
  };
  const updateEntry = (change: Partial<UiConfig>) => write({ ...stored, [audience]: { ...stored[audience], ...change } });
  const resetAudience = () => {
    const next = { ...stored };
    delete next[audience];
    write(next);
  };

  const toggleItem = (key: UiMenuKey, name: string, on: boolean) => {
    const current = effective[key];
    const items = UI_MENU_CATALOG[key]
      .filter((n) => (n === name ? on : current.some((i) => i.name === n)))
      .map((n) => current.find((i) => i.name === n) ?? { name: n });
    updateEntry({ [key]: items });
  };
  const aliasItem = (key: UiMenuKey, name: string, alias: string) =>
    updateEntry({
      [key]: effective[key].map((i): UiMenuItem =>
        i.name === name ? { name, ...(alias && { alias_singular: alias, alias_plural: alias }) } : i,
      ),
    });
  const setField = (name: string, change: Partial<UiField>) =>
    updateEntry({
      attendee_fields: effective.attendee_fields.map((f) => {
        if (f.name !== name) return f;
        const next = { ...f, ...change };
        if (!next.alias) delete next.alias;
        return next;
      }),
    });

  return (
    <Box sx={{ width: '100%' }} data-testid="ui-config-editor">
      {!parsed.ok && (
        <Alert severity="warning" action={<Button onClick={() => write({})}>{translate('ui_config.reset_all')}</Button>}>
          {parsed.error}
        </Alert>
      )}
      <Tabs value={audience} onChange={(_, value: UiAudience) => setAudience(value)} variant="scrollable" sx={{ mb: 2 }}>
        {AUDIENCES.map((a) => (
          <Tab key={a} value={a} label={translate(`roles.${a}`)} data-testid={`ui-config-role-${a}`} />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate(stored[audience] ? 'ui_config.customised' : 'ui_config.defaults')}
        </Typography>
        {stored[audience] && <Button onClick={resetAudience}>{translate('ui_config.reset_role')}</Button>}
      </Box>
      {audience !== 'ATTENDEE' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {UI_MENU_KEYS.map((key) => (
            <Paper key={key} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" gutterBottom>
                {translate(`ui_config.areas.${key}`)}
              </Typography>
              {UI_MENU_CATALOG[key].map((name) => {
                const item = effective[key].find((i) => i.name === name);
                return (
                  <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <FormControlLabel
                      sx={{ flex: 1, minWidth: 200 }}
                      control={<Checkbox size="small" checked={!!item} onChange={(e) => toggleItem(key, name, e.target.checked)} />}
                      label={translate(`menu.${name}`, { _: name })}
                      data-testid={`ui-item-${key}-${name}`}
                    />
                    <TextField
                      size="small"
                      variant="standard"
                      placeholder={translate('ui_config.alias')}
                      value={item?.alias_plural ?? ''}
                      disabled={!item}
                      onChange={(e) => aliasItem(key, name, e.target.value)}
                    />
                  </Box>
                );
              })}
            </Paper>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
        {translate('ui_config.attendee_fields')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('ui_config.field')}</TableCell>
              <TableCell>{translate('ui_config.visible')}</TableCell>
              <TableCell>{translate('ui_config.required')}</TableCell>
              <TableCell>{translate('ui_config.readonly')}</TableCell>
              <TableCell>{translate('ui_config.alias')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ATTENDEE_FIELDS.map((name) => {
              const field = effective.attendee_fields.find((f) => f.name === name);
              if (!field) return null;
              const system = SYSTEM_FIELDS.includes(name);
              return (
                <TableRow key={name} data-testid={`ui-field-${name}`}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{name}</TableCell>
                  <TableCell>
                    <Switch size="small" checked={field.visible} onChange={(e) => setField(name, { visible: e.target.checked })} />
                  </TableCell>
                  <TableCell>
                    <Switch
                      size="small"
                      checked={field.required}
                      disabled={system || field.readonly}
                      onChange={(e) => setField(name, { required: e.target.checked })}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      size="small"
                      checked={field.readonly}
                      disabled={system}
                      onChange={(e) => setField(name, { readonly: e.target.checked, ...(e.target.checked && { required: false }) })}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      variant="standard"
                      value={field.alias ?? ''}
                      onChange={(e) => setField(name, { alias: e.target.value })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
