import { useI18n } from '../i18n';

/** − quantity + for one product, within 0…max. */
export function Stepper({
  id,
  name,
  value,
  max,
  onChange,
}: {
  id: number;
  name: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="stepper" role="group" aria-label={`${t.quantity}: ${name}`}>
      <button
        type="button"
        data-testid={`qty-minus-${id}`}
        aria-label={t.decrease(name)}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output data-testid={`qty-${id}`} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        data-testid={`qty-plus-${id}`}
        aria-label={t.increase(name)}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
