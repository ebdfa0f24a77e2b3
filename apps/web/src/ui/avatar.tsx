import clsx from 'clsx';
import { useState } from 'react';
import { imageFailure } from './image-failure.ts';
import { UserIcon } from './icons.tsx';
import styles from './avatar.module.css';

export type AvatarProps = {
  url?: string | null | undefined;
  /** Used for the initials when there is no photo. */
  name?: string | null | undefined;
  size?: number;
  /** The picture's alt text; empty when the name is shown beside it. */
  alt?: string;
  className?: string;
};

/**
 * The member's portrait, or their initials on green, or a person icon: also when the portrait
 * does not load (an old upload waiting to be cleaned answers 404 until it is).
 */
export function Avatar({ url, name, size = 96, alt = '', className }: AvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const initials = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-NZ'))
    .join('');
  return (
    <span
      className={clsx(styles.avatar, className)}
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {url && url !== brokenUrl ? (
        <img
          src={url}
          alt={alt}
          className={styles.image}
          width={size}
          height={size}
          {...imageFailure(() => setBrokenUrl(url))}
        />
      ) : initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <UserIcon size={Math.round(size * 0.5)} />
      )}
    </span>
  );
}
