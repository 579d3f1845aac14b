import { sharePercent, type CreditResultDto, type CreditRuleDto } from '@eventdesk/shared';
import { useTranslate } from 'react-admin';
import { useLanguage } from '../format/language';

/**
 * How the credits read in the interface's language: a rule's scope (its session, or the whole programme),
 * credits with up to two decimals, and a share of presence rounded down as the API's reason is (89.99 % is
 * 89.9 %, never 90 %).
 */
export function useCreditText() {
  const translate = useTranslate();
  const locale = useLanguage() === 'en' ? 'en-GB' : 'it-IT';
  const decimals = (max: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: max });
  return {
    scope: (r: Pick<CreditRuleDto | CreditResultDto, 'session_id' | 'session_title'>) =>
      r.session_id === null ? translate('resources.credits.whole_programme') : (r.session_title ?? `#${r.session_id}`),
    credits: (n: number) => decimals(2).format(n),
    presence: (share: number) => `${decimals(1).format(Number(sharePercent(share)))} %`,
  };
}
