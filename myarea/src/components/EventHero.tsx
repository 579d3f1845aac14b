import type { PublicEvent } from '../api';
import { countryName, formatDateRange, useI18n } from '../i18n';
import { Icon } from './Icon';

/** The event's header: background image, name, dates and place. */
export function EventHero({ event, compact = false }: { event: PublicEvent; compact?: boolean }) {
  const { lang } = useI18n();
  const dates = formatDateRange(event.start_at, event.end_at, lang);
  const place = [event.address, event.city, countryName(event.country, lang)].filter(Boolean).join(', ');
  const image = event.image_background_url;
  return (
    <section
      className={`hero${image ? ' with-image' : ''}${compact ? ' compact' : ''}`}
      style={
        image
          ? { backgroundImage: `linear-gradient(180deg, rgba(15,23,42,.15), rgba(15,23,42,.75)), url(${JSON.stringify(image)})` }
          : undefined
      }
      data-testid="event-hero"
    >
      <h2 className="hero-name">{event.name}</h2>
      {dates && (
        <p className="hero-line">
          <Icon name="calendar" />
          {dates}
        </p>
      )}
      {place && (
        <p className="hero-line">
          <Icon name="pin" />
          {place}
        </p>
      )}
    </section>
  );
}
