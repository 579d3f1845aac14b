import type { CurrentUserDto, EventCategoryDto } from '@eventdesk/shared';
import { Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Title, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useCurrentEvent, useReloadEvent } from '../routing/EventContext';

const NONE = '';

/**
 * `/events/{id}/eventcategories` (ADMIN): which category the event belongs to (congress, trade fair,
 * sport…), chosen among the categories a superadmin keeps (`/event-categories`). Saving sends only
 * `event_category_id`: the event PUT merges it into the record.
 */
export default function EventCategoryPage() {
  const current = useCurrentEvent();
  const reload = useReloadEvent();
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  const { data: categories = [], isPending } = useGetList<EventCategoryDto>('event-categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const stored = current?.event.event_category_id ?? null;
  const [chosen, setChosen] = useState<string>(stored === null ? NONE : String(stored));
  const [saving, setSaving] = useState(false);
  useEffect(() => setChosen(stored === null ? NONE : String(stored)), [stored]);
  if (!current) return null;
  const save = async () => {
    setSaving(true);
    try {
      await apiFetch(`/api/events/${current.event.id}`, {
        method: 'PUT',
        body: JSON.stringify({ event_category_id: chosen === NONE ? null : Number(chosen) }),
      });
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      reload();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }} data-testid="event-category-page">
      <Title title={translate('menu.eventcategories')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('event_category.explain')}
          </Typography>
          <TextField
            select
            label={translate('event_category.label')}
            value={isPending ? NONE : chosen}
            onChange={(e) => setChosen(e.target.value)}
            disabled={isPending}
            slotProps={{ htmlInput: { 'data-testid': 'event-category-select' } }}
          >
            <MenuItem value={NONE}>{translate('event_category.none')}</MenuItem>
            {categories.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              label="ra.action.save"
              onClick={save}
              disabled={saving || chosen === (stored === null ? NONE : String(stored))}
              data-testid="event-category-save"
            />
            {permissions?.is_superadmin === 1 && <Button component={Link} to="/event-categories" label="event_category.manage" />}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
