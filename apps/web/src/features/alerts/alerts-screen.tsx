import {
  alertsPageTitle,
  avalancheRatingColour,
  avalancheRatingName,
  avalancheValidUntil,
  formatIssuedTime,
  groupWeatherAlerts,
  hasAlerts,
  NO_ALERTS_NOTE,
  NO_ALERTS_TITLE,
  placePath,
} from '@waymark/domain';
import type {
  AlertColour,
  AlertGroups,
  AvalancheAlert,
  DocAlert,
  SiteAlert,
  WeatherAlert,
} from '@waymark/domain';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { PlaceSectionScreen, type SectionSubject } from '@/components/place-frame/place-section-screen.tsx';
import { SectionPanel } from '@/components/place-frame/section-panel.tsx';
import { useAlerts } from '@/lib/conditions-api.ts';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { HtmlContent } from '@/ui/html-content.tsx';
import styles from './alerts.module.css';

/**
 * The alerts page of spec 2 §2: staff notices, MetService warnings grouped red, orange and
 * yellow, DOC alerts on the track and its huts and campsites, and avalanche advisories — for
 * the chosen trip dates, or everything not yet over.
 */
export function AlertsScreen() {
  return (
    <PlaceSectionScreen section="alerts">
      {(subject) => (
        <>
          <PageMeta title={alertsPageTitle(subject.place)} />
          <AlertsPanel subject={subject} />
        </>
      )}
    </PlaceSectionScreen>
  );
}

function AlertsPanel({ subject: { target, tripDates } }: { subject: SectionSubject }) {
  const query = useAlerts(target, tripDates);

  const retry = () => void query.refetch();
  return (
    <SectionPanel
      id="alerts-heading"
      heading="Alerts & Weather Warnings"
      data={query.data}
      isError={query.isError}
      onRetry={retry}
      // Saying "no alerts" when we could not look would be a safety claim we cannot make.
      failedTitle="We couldn’t check for alerts just now"
      failedDescription="Check your connection and try again before you go."
      loadingText="Loading alerts..."
      age={{ what: 'Alerts', updatedAt: query.dataUpdatedAt }}
      notice={
        query.fromPlan ? (
          <div className={styles.stale} role="status">
            <p>We couldn’t check for new alerts just now. These are the alerts saved with your trip.</p>
            <Button variant="secondary" size="sm" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null
      }
    >
      {(groups) => <AlertLists groups={groups} />}
    </SectionPanel>
  );
}

function AlertLists({ groups }: { groups: AlertGroups }) {
  if (!hasAlerts(groups)) {
    return <EmptyState headingLevel={3} title={NO_ALERTS_TITLE} description={NO_ALERTS_NOTE} />;
  }
  const docAlerts = [...groups.doc, ...groups.huts, ...groups.campsites];
  return (
    <div className={styles.lists}>
      <Notices title="Closures" alerts={groups.closedAlerts} tone="closed" />
      <Notices title="Notices" alerts={groups.site} tone="site" />
      <WeatherWarnings alerts={groups.metservice} />
      <DocAlerts alerts={docAlerts} />
      <AvalancheAdvisories alerts={groups.nzaa} />
    </div>
  );
}

/** Staff-written site and closed alerts. */
function Notices({ title, alerts, tone }: { title: string; alerts: SiteAlert[]; tone: 'site' | 'closed' }) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <ul className={styles.cards}>
        {alerts.map((alert) => (
          <li key={alert.id} className={styles.card} data-tone={tone}>
            <h4 className={styles.cardTitle}>{alert.title}</h4>
            {/* Staff may write simple HTML; the server sanitised it and so does HtmlContent. */}
            <HtmlContent html={alert.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const COLOUR_TITLES: Record<AlertColour, string> = {
  red: 'Red warnings',
  orange: 'Orange warnings',
  yellow: 'Yellow warnings and watches',
};

const EVENT_NAMES: Record<WeatherAlert['event'], string> = {
  wind: 'Wind',
  snow: 'Snow',
  rain: 'Rain',
  thunderstorm: 'Thunderstorm',
  other: 'Weather',
};

function WeatherWarnings({ alerts }: { alerts: WeatherAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <>
      {groupWeatherAlerts(alerts)
        .filter((group) => group.alerts.length > 0)
        .map((group) => (
          <section
            key={group.colour}
            className={styles.group}
            data-colour={group.colour}
            aria-label={COLOUR_TITLES[group.colour]}
          >
            <h3 className={styles.groupTitle}>
              <span className={styles.swatch} aria-hidden="true" />
              {COLOUR_TITLES[group.colour]}
            </h3>
            <ul className={styles.cards}>
              {group.alerts.map((alert) => (
                <WeatherWarning key={alert.id} alert={alert} />
              ))}
            </ul>
          </section>
        ))}
      <p className={styles.credit}>
        Severe weather warnings and watches from{' '}
        <a href="https://www.metservice.com/warnings/home" target="_blank" rel="noopener noreferrer">
          MetService
        </a>
        .
      </p>
    </>
  );
}

function WeatherWarning({ alert }: { alert: WeatherAlert }) {
  const nextUpdate = alert.parameters.find((parameter) => parameter.name === 'NextUpdate')?.value;
  return (
    <li className={styles.card} data-event={alert.event}>
      <p className={styles.event}>{EVENT_NAMES[alert.event]}</p>
      <h4 className={styles.cardTitle}>{alert.headline}</h4>
      <dl className={styles.facts}>
        {alert.area.description ? (
          <div>
            <dt>Area</dt>
            <dd>{alert.area.description}</dd>
          </div>
        ) : null}
        {alert.onset ? (
          <div>
            <dt>From</dt>
            <dd>{formatIssuedTime(alert.onset)}</dd>
          </div>
        ) : null}
        {alert.expires ? (
          <div>
            <dt>Until</dt>
            <dd>{formatIssuedTime(alert.expires)}</dd>
          </div>
        ) : null}
        {nextUpdate && !Number.isNaN(Date.parse(nextUpdate)) ? (
          <div>
            <dt>Next update</dt>
            <dd>{formatIssuedTime(nextUpdate)}</dd>
          </div>
        ) : null}
      </dl>
      {alert.description ? <p className={styles.text}>{alert.description}</p> : null}
      {alert.instruction ? <p className={styles.text}>{alert.instruction}</p> : null}
      {alert.web ? (
        <a href={alert.web} target="_blank" rel="noopener noreferrer" className={styles.more}>
          Full warning on MetService
        </a>
      ) : null}
    </li>
  );
}

function DocAlerts({ alerts }: { alerts: DocAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.group} aria-label="DOC alerts">
      <h3 className={styles.groupTitle}>DOC alerts</h3>
      <ul className={styles.cards}>
        {alerts.map((alert) => (
          <li
            key={`${alert.place.type}-${alert.place.slug}-${alert.id}`}
            className={styles.card}
            data-tone="doc"
          >
            <p className={styles.event}>
              <Link to={placePath(alert.place.type, alert.place.slug)}>{alert.place.title}</Link>
              {alert.display_date ? ` · ${alert.display_date}` : null}
            </p>
            <h4 className={styles.cardTitle}>{alert.heading}</h4>
            <HtmlContent html={alert.detail} />
          </li>
        ))}
      </ul>
      <p className={styles.credit}>
        Alerts from the{' '}
        <a href="https://www.doc.govt.nz/" target="_blank" rel="noopener noreferrer">
          Department of Conservation
        </a>
        .
      </p>
    </section>
  );
}

function AvalancheAdvisories({ alerts }: { alerts: AvalancheAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.group} aria-label="Avalanche advisories">
      <h3 className={styles.groupTitle}>Avalanche advisories</h3>
      <ul className={styles.cards}>
        {alerts.map((alert) => (
          <li key={alert.id} className={styles.card} data-rating={avalancheRatingColour(alert.level)}>
            <p className={styles.event}>{alert.region}</p>
            <h4 className={styles.cardTitle}>Avalanche danger: {avalancheRatingName(alert.level)}</h4>
            <table className={styles.bands}>
              <caption className={styles.caption}>Danger by altitude</caption>
              <thead>
                <tr>
                  <th scope="col">Altitude</th>
                  <th scope="col">Danger</th>
                </tr>
              </thead>
              <tbody>
                {alert.altitude_danger.map((band, index) => (
                  <tr key={index}>
                    <td>{altitudeBand(band.altitude_from, band.altitude_to)}</td>
                    <td>
                      <span className={styles.rating} data-rating={avalancheRatingColour(band.rating)}>
                        {band.rating > 0 ? `${band.rating} ` : ''}
                        {avalancheRatingName(band.rating)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.text}>Valid until {formatIssuedTime(avalancheValidUntil(alert))}.</p>
            {alert.important_information ? <HtmlContent html={alert.important_information} /> : null}
          </li>
        ))}
      </ul>
      <p className={styles.credit}>
        Advisories from the{' '}
        <a href="https://www.avalanche.net.nz/" target="_blank" rel="noopener noreferrer">
          NZ Avalanche Advisory
        </a>
        .
      </p>
    </section>
  );
}

function altitudeBand(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return `${from}–${to} m`;
  if (from !== null) return `Above ${from} m`;
  if (to !== null) return `Below ${to} m`;
  return 'All altitudes';
}
