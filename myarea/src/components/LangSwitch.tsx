import { isLocale, LOCALES, SWITCH_TO, useI18n } from '../i18n';

/**
 * The header's language switch: a button naming the next language (in that language). Offers the
 * event's languages when it lists them (always the current one's way out).
 */
export function LangSwitch({ languages }: { languages?: readonly string[] }) {
  const { lang, choose } = useI18n();
  const offered = (languages ?? []).filter(isLocale);
  const list = offered.length ? offered : LOCALES;
  if (list.length === 1 && list[0] === lang) return null;
  const next = list[(list.indexOf(lang) + 1) % list.length];
  const target = SWITCH_TO[next];
  return (
    <button
      type="button"
      className="lang-switch"
      data-testid="lang-switch"
      lang={next}
      title={target.label}
      aria-label={target.label}
      onClick={() => choose(next)}
    >
      {target.short}
    </button>
  );
}
