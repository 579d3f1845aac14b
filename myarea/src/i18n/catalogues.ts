import type { Language } from '@eventdesk/shared';
import { en } from './en';
import { it, type Catalogue } from './it';

/**
 * Each language's catalogue of my-area. Build-time only: the `languageFiles` plugin (myarea/vite.config.ts,
 * scripts/vite-language-files.ts) writes them as `/myarea/lang/php_<code>.json`. The app bundles only the
 * Italian one (index.ts) and fetches the others from their file.
 */
export const CATALOGUES: Record<Language, Catalogue> = { it, en };
