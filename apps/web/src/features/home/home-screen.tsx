import { formatCount, pathFor } from '@waymark/domain';
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { BrandMark } from '@/components/logo.tsx';
import { useProductName } from '@/lib/app-config.ts';
import { useAppStore } from '@/lib/app-store.ts';
import { PageMeta } from '@/components/page-meta.tsx';
import { useIsInstalledApp } from '@/lib/push-wish.ts';
import { useViewport } from '@/lib/use-viewport.ts';
import { Button } from '@/ui/button.tsx';
import { AlertIcon, CloudSunIcon, MapPinIcon, ShieldIcon } from '@/ui/icons.tsx';
import { AppPromotion } from './app-promotion.tsx';
import { HeroLandscape } from './hero-landscape.tsx';
import styles from './home-screen.module.css';

// Only the installed app asks, so only it downloads the asking.
const PushPrompt = lazy(() => import('./push-prompt.tsx').then((m) => ({ default: m.PushPrompt })));

/** Spec 1 §1 marketing claims, worded as the spec gives them. */
const CLAIMS = [
  { value: `${formatCount(2000)}+`, label: 'tracks' },
  { value: `${formatCount(125_000)}+`, label: 'members' },
  { value: '3', label: 'alert sources' },
];

const FEATURES = [
  {
    icon: MapPinIcon,
    title: 'Find your track',
    text: 'Search over 3000 tracks, huts and campsites by place, time, difficulty and distance.',
  },
  {
    icon: AlertIcon,
    title: 'Know the alerts',
    text: 'Weather warnings, DOC track closures and avalanche advisories for your trip dates.',
  },
  {
    icon: CloudSunIcon,
    title: 'Read the weather',
    text: 'Mountain and regional forecasts for where you are walking, with freezing levels.',
  },
  {
    icon: ShieldIcon,
    title: 'Leave a trip plan',
    text: 'Share your route, group and return time with someone at home who can raise the alarm.',
  },
];

export function HomeScreen() {
  const productName = useProductName();
  const user = useAppStore((state) => state.user);
  const hasToken = useAppStore((state) => state.accessToken !== null);
  const viewport = useViewport();
  const installed = useIsInstalledApp();

  // Spec 1 §2: a signed-in user is sent to tracks.
  if (user) return <Navigate to={pathFor('tracks')} replace />;

  return (
    <div className={styles.home}>
      <PageMeta title="Plan your walk or tramp in New Zealand" />
      <section className={styles.hero} aria-labelledby="home-heading">
        <HeroLandscape className={styles.landscape} />
        <div className={styles.heroInner}>
          {/* On a phone the site header is hidden here (spec 1 §2), so the hero carries the brand. */}
          {viewport === 'mobile' ? (
            <p className={styles.heroBrand}>
              <BrandMark size={36} />
              {productName}
            </p>
          ) : null}
          <p className={styles.eyebrow}>Tracks · Huts · Campsites</p>
          <h1 id="home-heading" className={styles.heading}>
            Plan your next walk in Aotearoa
          </h1>
          <p className={styles.lede}>
            Over 3000 tracks, huts and campsites in one place. Check alerts and weather before you go, and
            leave a trip plan someone at home can act on.
          </p>
          <div className={styles.actions}>
            <Button asChild variant="accent" size="lg">
              <Link to={pathFor('sign-up')}>Create a free account</Link>
            </Button>
            <Button asChild variant="ghost" size="lg" className={styles.guestButton}>
              <Link to={pathFor('tracks')}>Continue as guest</Link>
            </Button>
          </div>
          <p className={styles.signIn}>
            {hasToken ? (
              <Link to={pathFor('account')}>View profile</Link>
            ) : (
              <>
                Already a member? <Link to={pathFor('sign-in')}>Log in</Link>
              </>
            )}
          </p>
        </div>
      </section>

      <section className={styles.claims} aria-label={`${productName} in numbers`}>
        <ul className={styles.claimList}>
          {CLAIMS.map((claim) => (
            <li key={claim.label} className={styles.claim}>
              <span className={styles.claimValue}>{claim.value}</span>
              <span className={styles.claimLabel}>{claim.label}</span>
            </li>
          ))}
        </ul>
        <p className={styles.claimNote}>
          Join {formatCount(125_000)}+ members exploring {formatCount(2000)}+ tracks across New Zealand.
        </p>
      </section>

      <section className={styles.features} aria-labelledby="features-heading">
        <h2 id="features-heading" className={styles.sectionHeading}>
          Everything you need before you head out
        </h2>
        <ul className={styles.featureList}>
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon size={26} />
              </span>
              <h3 className={styles.featureTitle}>{title}</h3>
              <p className={styles.featureText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* The installed app needs no promoting; it asks for notifications instead. */}
      {installed ? (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      ) : (
        <AppPromotion productName={productName} />
      )}
    </div>
  );
}
