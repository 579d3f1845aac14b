import { FONT_DEFAULTS, FONT_MAX_BYTES, type FontDto } from '@eventdesk/shared';
import { Create, FileInput, HttpError, required, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { FontFields } from './FontEdit';
import { FontSample } from './FontList';

const MAX_LABEL = `${FONT_MAX_BYTES / (1024 * 1024)} MB`;

interface FontFormValues {
  name: string;
  family?: string | null;
  style?: string | null;
  weight?: number | null;
  file?: { rawFile?: File; src?: string; title?: string } | null;
}

/** Client-side checks before the upload; the API checks the bytes again (type by content, 413 above the limit). */
const fileChecks = (value: FontFormValues['file']) => {
  const file = value?.rawFile;
  if (!file) return undefined;
  if (!/\.(ttf|otf)$/i.test(file.name)) return 'resources.fonts.errors.wrong_type';
  if (file.size > FONT_MAX_BYTES) return { message: 'resources.fonts.errors.too_large', args: { max: MAX_LABEL } };
  return undefined;
};

function FileHelp() {
  const translate = useTranslate();
  return <>{translate('resources.fonts.helpers.file', { max: MAX_LABEL })}</>;
}

/** The chosen file, named and previewed before it is uploaded. */
function ChosenFont() {
  const file = useRecordContext<{ src?: string; title?: string }>();
  return (
    <div>
      <strong>{file?.title}</strong>
      <FontSample url={file?.src} size={24} />
    </div>
  );
}

/** `POST /api/fonts` as multipart (`file` + the fields); a 413 becomes an error on the file field. */
function useUploadFont() {
  const translate = useTranslate();
  return async ({ data }: { data?: Partial<FontFormValues> }): Promise<FontDto> => {
    const form = new FormData();
    for (const key of ['name', 'family', 'style', 'weight'] as const) {
      const value = data?.[key];
      if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
    }
    if (data?.file?.rawFile) form.append('file', data.file.rawFile);
    try {
      const { json } = await apiFetch<FontDto>('/api/fonts', { method: 'POST', body: form });
      return json;
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) {
        const message = translate('resources.fonts.errors.too_large', { max: MAX_LABEL });
        throw new HttpError(message, 413, { message, errors: { file: message } });
      }
      throw error;
    }
  };
}

/** `/fonts/create`: the font file (TTF/OTF) and its name. */
export default function FontCreate() {
  const mutationFn = useUploadFont();
  return (
    <Create redirect="list" mutationOptions={{ mutationFn }}>
      <SimpleForm noValidate defaultValues={FONT_DEFAULTS} sx={{ maxWidth: 720 }}>
        <FileInput
          source="file"
          accept={{ 'font/ttf': ['.ttf'], 'font/otf': ['.otf'] }}
          validate={[required(), fileChecks]}
          helperText={<FileHelp />}
        >
          <ChosenFont />
        </FileInput>
        <FontFields />
      </SimpleForm>
    </Create>
  );
}
