import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { API_PREFIX, apiFile } from '@/lib/api-client.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import styles from './review-photo.module.css';

export type ReviewPhotoProps = {
  /** An approved photo's public address, or a waiting one's `/api/v1/review-photos/{id}/file`. */
  url: string;
  alt: string;
  className?: string;
};

/**
 * A review photo. A waiting photo is private to its reviewer and to staff, so an <img> cannot
 * fetch it (it would not send the token): it is read with the bearer and shown from the blob.
 */
export function ReviewPhoto({ url, alt, className }: ReviewPhotoProps) {
  const privatePath = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : null;
  const file = useQuery({
    queryKey: ['review-photo', url],
    queryFn: ({ signal }) => apiFile(privatePath!, { signal }),
    enabled: privatePath !== null,
    // The blob lives in memory; a photo seen a while ago can be read again.
    gcTime: 60_000,
  });

  if (privatePath === null) {
    return (
      <img src={url} alt={alt} loading="lazy" decoding="async" className={clsx(styles.photo, className)} />
    );
  }
  if (file.data) {
    const { blob } = file.data;
    return (
      <img
        alt={alt}
        className={clsx(styles.photo, className)}
        // Each <img> makes its own object URL from the blob and frees it when it goes.
        ref={(img) => {
          if (!img) return;
          const objectUrl = URL.createObjectURL(blob);
          img.src = objectUrl;
          return () => URL.revokeObjectURL(objectUrl);
        }}
      />
    );
  }
  if (file.isError) {
    return (
      <span className={clsx(styles.photo, styles.missing, className)} role="img" aria-label={alt}>
        Photo unavailable
      </span>
    );
  }
  return <Skeleton className={clsx(styles.photo, className)} />;
}
