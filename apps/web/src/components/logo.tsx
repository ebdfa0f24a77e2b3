import clsx from 'clsx';
import { useProductName } from '@/lib/app-config.ts';
import styles from './logo.module.css';

/** The trail-marker mark: an orange DOC-style waymark above a green range. */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--bush-700)" />
      <path d="M3 26.5 11.5 14l4.2 5.6L20 13.5l9 13z" fill="var(--bush-300)" />
      <path d="M11.5 14 8.6 18.3l2.2-.9 1.6 1.2 1.5-1.5z" fill="var(--paper-50)" />
      <path d="M20 13.5l-2.6 3.9 1.8-.6 1.3 1 1.4-1.2z" fill="var(--paper-50)" />
      <path
        d="M16 3.5 22 12.5H10z"
        fill="var(--track-400)"
        stroke="var(--paper-50)"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type LogoProps = {
  /** 'light' sits on the green header and footer; 'dark' on white and paper. */
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
  className?: string;
};

/** The mark and the product's name; wrap it in a link to make it navigate. */
export function Logo({ tone = 'light', size = 'md', className }: LogoProps) {
  const productName = useProductName();
  return (
    <span className={clsx(styles.logo, styles[tone], styles[size], className)}>
      <BrandMark size={size === 'lg' ? 40 : 32} className={styles.mark} />
      <span className={styles.name}>{productName}</span>
    </span>
  );
}
