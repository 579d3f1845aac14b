import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A row of a form's inputs that wraps on a narrow screen, and one of its cells (at least 220 px). */
export const FORM_ROW = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;
export const FORM_CELL = { flex: '1 1 220px' } as const;

/** A heading between a form's groups of inputs (`title`: a translation key). */
export function FormSection({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}
