import { formatIssuedTime, NO_FORECAST_NOTE, NO_FORECAST_TITLE } from '@waymark/domain';
import type { ForecastDay, ForecastSet } from '@waymark/domain';
import { useId, useState } from 'react';
import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSectionScreen, type SectionSubject } from '@/components/place-frame/place-section-screen.tsx';
import { SectionPanel } from '@/components/place-frame/section-panel.tsx';
import { useForecast } from '@/lib/conditions-api.ts';
import { EmptyState } from '@/ui/empty-state.tsx';
import { ChevronDownIcon, HelpIcon } from '@/ui/icons.tsx';
import { Modal } from '@/ui/modal.tsx';
import { ForecastWordIcon } from '@/ui/weather-icons.tsx';
import styles from './weather.module.css';

/**
 * The weather page of spec 2 §2: the mountain (alpine) forecast for high places, otherwise
 * the everyday forecast, for the chosen trip dates or from today on.
 */
export function WeatherScreen() {
  return (
    <PlaceSectionScreen section="weather">
      {(subject) => (
        <>
          <PageMeta title={`${subject.place.title} – ${subject.place.type} Weather`} />
          <WeatherPanel subject={subject} />
        </>
      )}
    </PlaceSectionScreen>
  );
}

function WeatherPanel({ subject: { target, tripDates } }: { subject: SectionSubject }) {
  const query = useForecast(target, tripDates);
  const forecast = query.data;

  return (
    <SectionPanel
      id="weather-heading"
      heading={forecast?.type === 'alpine' ? 'Mountain forecast' : 'Weather forecast'}
      data={forecast}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      failedTitle="We couldn’t load the forecast just now"
      failedDescription="Check your connection and try again."
      loadingText="Loading weather..."
      age={{ what: 'The forecast', updatedAt: query.dataUpdatedAt }}
      footer={
        <p className={styles.credit}>
          Weather data by{' '}
          <a href="https://open-meteo.com/" target="_blank" rel="noopener noreferrer">
            Open-Meteo.com
          </a>{' '}
          (CC BY 4.0).
        </p>
      }
    >
      {(set) => <Forecast forecast={set} />}
    </SectionPanel>
  );
}

function Forecast({ forecast }: { forecast: ForecastSet }) {
  if (forecast.forecasts.length === 0) {
    return <EmptyState headingLevel={3} title={NO_FORECAST_TITLE} description={NO_FORECAST_NOTE} />;
  }
  return (
    <>
      {forecast.issued ? (
        <p className={styles.issued}>Issued at {formatIssuedTime(forecast.issued)}</p>
      ) : null}
      <ol className={styles.days}>
        {forecast.forecasts.map((day, index) =>
          forecast.type === 'alpine' ? (
            <AlpineDay key={day.date} day={day} startsOpen={index === 0} />
          ) : (
            <EverydayDay key={day.date} day={day} />
          ),
        )}
      </ol>
    </>
  );
}

/** The date, the day's icon and its high and low, as every kind of day begins. */
function DayHeader({ day }: { day: ForecastDay }) {
  return (
    <div className={styles.dayHeader}>
      <h3 className={styles.date}>{day.display_date}</h3>
      <ForecastWordIcon word={day.forecast_word} size={44} className={styles.icon} />
      <Temperatures day={day} />
    </div>
  );
}

/** Max and min temperature, rounded as forecasts are read. */
function Temperatures({ day }: { day: ForecastDay }) {
  return (
    <p className={styles.temperatures}>
      {day.max_temp !== null ? (
        <span className={styles.max} aria-label={`High ${Math.round(day.max_temp)} °C`}>
          {Math.round(day.max_temp)}°
        </span>
      ) : null}
      {day.min_temp !== null ? (
        <span className={styles.min} aria-label={`Low ${Math.round(day.min_temp)} °C`}>
          {Math.round(day.min_temp)}°
        </span>
      ) : null}
    </p>
  );
}

function EverydayDay({ day }: { day: ForecastDay }) {
  return (
    <li className={styles.day}>
      <DayHeader day={day} />
      {day.partdays.length > 0 ? (
        <ul className={styles.partdays} aria-label="Through the day">
          {day.partdays.map((part) => (
            <li key={part.name} className={styles.partday}>
              <span className={styles.partName}>{part.name}</span>
              <ForecastWordIcon word={part.forecast_word} size={28} />
            </li>
          ))}
        </ul>
      ) : null}
      {day.description ? <p className={styles.description}>{day.description}</p> : null}
      <dl className={styles.facts}>
        {day.sunrise ? <Fact term="Sunrise" value={day.sunrise} /> : null}
        {day.sunset ? <Fact term="Sunset" value={day.sunset} /> : null}
        <FreezingLevel level={day.freezing_level} />
      </dl>
    </li>
  );
}

function AlpineDay({ day, startsOpen }: { day: ForecastDay; startsOpen: boolean }) {
  const [open, setOpen] = useState(startsOpen);
  const detailsId = useId();
  return (
    <li className={styles.day} data-alpine="true">
      <DayHeader day={day} />
      {day.description ? <p className={styles.description}>{day.description}</p> : null}
      <button
        type="button"
        className={styles.expand}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Minimise forecast' : 'Expand forecast'}
        <ChevronDownIcon size={18} className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={detailsId} hidden={!open} className={styles.details}>
        {day.wind.length > 0 ? (
          <section aria-label="Wind">
            <h4 className={styles.subheading}>Wind</h4>
            <dl className={styles.windList}>
              {day.wind.map((wind) => (
                <Fact key={wind.description} term={wind.description} value={wind.forecast} />
              ))}
            </dl>
          </section>
        ) : null}
        <dl className={styles.facts}>
          <FreezingLevel level={day.freezing_level} />
        </dl>
        <section aria-label="Mountain weather hazards">
          <h4 className={styles.subheading}>Mountain weather hazards</h4>
          {day.hazards.length > 0 ? (
            <ul className={styles.hazards}>
              {day.hazards.map((hazard) => (
                <li key={hazard.displayName} className={styles.hazard}>
                  <strong>{hazard.displayName}</strong>
                  <span>{hazard.impactStatement}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.description}>No hazards forecast for this day.</p>
          )}
        </section>
      </div>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The freezing level, with the explanation a walker needs to act on it one tap away. */
function FreezingLevel({ level }: { level: number | null }) {
  if (level === null) return null;
  return (
    <div className={styles.fact}>
      <dt>
        Freezing level
        <Modal
          title="What is the freezing level?"
          trigger={
            <button type="button" className={styles.help} aria-label="What is the freezing level?">
              <HelpIcon size={16} />
            </button>
          }
        >
          <p>
            The freezing level is the height above sea level where the air temperature falls to 0 °C. Above
            it, expect snow instead of rain, ice on rocks, bridges and track surfaces, and much colder
            conditions, especially in wind.
          </p>
          <p>
            If your route climbs near or above the freezing level, carry warm layers, a hat and gloves, and in
            winter and spring be ready for snow and ice: you may need an ice axe and crampons and the skills
            to use them.
          </p>
        </Modal>
      </dt>
      <dd>{`${Math.round(level).toLocaleString('en-NZ')} m`}</dd>
    </div>
  );
}
