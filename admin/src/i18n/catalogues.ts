import type { Language } from '@eventdesk/shared';
import raEnglish from 'ra-language-english';
import { withCreatedToasts } from './created';
import { en } from './en';
import { it } from './it';
import raItalian from './ra-it';

/**
 * Each language's whole catalogue: react-admin's texts, ours (the app's and every folder's section) and
 * the "created" toasts. Build-time only: the `languageFiles` plugin of admin/vite.config.ts writes them
 * as `lang/php_<code>.json` (language-file.ts). The app imports none of this but the Italian part
 * (i18n-provider.ts), which it keeps bundled.
 */
export const CATALOGUES: Record<Language, object> = {
  it: withCreatedToasts({ ...raItalian, ...it }, 'it'),
  en: withCreatedToasts({ ...raEnglish, ...en }, 'en'),
};
