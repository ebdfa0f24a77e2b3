import { locationRoute, mainNavigation, pathFor } from '@waymark/domain';
import type { PlaceKind } from '@waymark/domain';
import clsx from 'clsx';
import { Link } from 'react-router';
import styles from './place-navigation.module.css';

/**
 * The main navigation of a place's pages (spec 2 §2): its own kind, then Alerts (with a "!"
 * badge when there are alerts), Weather, Gear and Plan.
 */
export function PlaceNavigation({
  type,
  slug,
  routeName,
  hasAlerts = false,
}: {
  type: PlaceKind;
  slug: string;
  routeName: string;
  /** Whether the place has alerts for the chosen trip dates: the "!" badge. */
  hasAlerts?: boolean;
}) {
  const { param } = locationRoute(type);
  return (
    <nav className={styles.nav} aria-label={`${type} sections`}>
      <ul className={styles.list}>
        {mainNavigation(type, routeName, { hasAlerts }).map((item) => (
          <li key={item.key}>
            <Link
              to={pathFor(item.routeName, { [param]: slug })}
              className={clsx(styles.item, item.active && styles.active)}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.label}
              {item.badge ? (
                <span className={styles.badge} aria-label="(has alerts)">
                  !
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
