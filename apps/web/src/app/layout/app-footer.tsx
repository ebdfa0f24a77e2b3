import { copyrightLine, pathFor } from '@waymark/domain';
import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { useAppConfig, useProductName } from '@/lib/app-config.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import styles from './app-footer.module.css';

/**
 * Credits the safety council and the developer, links Privacy & Terms, carries the copyright
 * line (spec 1 §1) and the DOC data attribution its CC BY licence asks for.
 */
export function AppFooter() {
  const { data: config, isPending } = useAppConfig();
  const productName = useProductName();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>Know before you go. Plan your trip, tell someone, come home safe.</p>
        </div>

        <div className={styles.credits}>
          {config ? (
            <>
              <p>
                In partnership with{' '}
                <a href={config.credits.safety_council.url} rel="noopener" target="_blank">
                  {config.credits.safety_council.name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </p>
              <p>
                Developed by{' '}
                <a href={config.credits.developer.url} rel="noopener" target="_blank">
                  {config.credits.developer.name}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </p>
            </>
          ) : isPending ? (
            <>
              <Skeleton width="14rem" className={styles.skeleton} />
              <Skeleton width="10rem" className={styles.skeleton} />
            </>
          ) : null}
        </div>

        <div className={styles.legal}>
          <Link to={pathFor('privacy')} className={styles.privacyLink}>
            Privacy &amp; Terms
          </Link>
          <p>
            {copyrightLine()} {productName}
          </p>
        </div>
      </div>
      {config?.credits.data ? <p className={styles.attribution}>{config.credits.data}</p> : null}
    </footer>
  );
}
