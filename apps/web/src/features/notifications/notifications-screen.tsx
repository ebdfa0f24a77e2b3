import { pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { DevicePush } from './device-push.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import styles from './notifications-screen.module.css';

/**
 * The notifications page (issue 14): the whole list, which is what the bell opens on a phone,
 * and whether this device shows them when the app is closed.
 */
export function NotificationsScreen() {
  return (
    <Page
      title="Notifications"
      width="narrow"
      intro={
        <>
          Choose what you are told about, and how, in{' '}
          <Link to={pathFor('account')}>My Profile &amp; Settings</Link>.
        </>
      }
    >
      <DevicePush />
      <section className={styles.list} aria-label="Your notifications">
        <NotificationsPanel headingLevel={2} />
      </section>
    </Page>
  );
}
