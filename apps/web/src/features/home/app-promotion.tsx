import { BrandMark } from '@/components/logo.tsx';
import styles from './app-promotion.module.css';

/**
 * Spec 1 §2: the home page promotes the phone app. The store listings are not live yet, so the
 * badges say so rather than link nowhere.
 */
export function AppPromotion({ productName }: { productName: string }) {
  return (
    <section className={styles.promotion} aria-labelledby="app-promotion-heading">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>On your phone</p>
          <h2 id="app-promotion-heading" className={styles.heading}>
            Take {productName} into the hills
          </h2>
          <p className={styles.body}>
            Your trip plan, gear list and alerts in your pocket, with reminders before you leave and a nudge
            to check in when you are back.
          </p>
          <ul className={styles.stores} aria-label="App stores">
            <li className={styles.store}>
              <span className={styles.storeSmall}>Coming soon to the</span>
              <span className={styles.storeName}>App Store</span>
            </li>
            <li className={styles.store}>
              <span className={styles.storeSmall}>Coming soon on</span>
              <span className={styles.storeName}>Google Play</span>
            </li>
          </ul>
        </div>
        <div className={styles.phone} aria-hidden="true">
          <div className={styles.screen}>
            <div className={styles.phoneHeader}>
              <BrandMark size={22} />
              <span>{productName}</span>
            </div>
            <div className={styles.phoneCard}>
              <span className={styles.phoneTag}>Trip plan</span>
              <strong>Routeburn Track</strong>
              <span>3 days · 4 people</span>
            </div>
            <div className={`${styles.phoneCard} ${styles.phoneAlert}`}>
              <span className={styles.phoneTag}>Orange warning</span>
              <strong>Heavy rain, Fiordland</strong>
            </div>
            <div className={styles.phoneCard}>
              <span className={styles.phoneTag}>Weather</span>
              <strong>Fine, 14° / 6°</strong>
              <span>Freezing level 2100 m</span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
