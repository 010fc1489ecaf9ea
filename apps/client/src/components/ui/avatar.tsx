import { useState } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  src: string | null;
  /** Accessible name; empty for a decorative avatar next to the visible name. */
  alt: string;
  size?: number;
  shape?: 'circle' | 'rounded';
  /** Which placeholder to draw when the image is missing or fails. */
  kind?: 'person' | 'team';
  /** Fetch the image only when it nears the screen (long lists: rankings). */
  lazy?: boolean;
}

/** A user avatar or team image with a drawn placeholder when the image fails (spec section 8). */
export function Avatar({
  src,
  alt,
  size = 40,
  shape = 'circle',
  kind = 'person',
  lazy = false,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  const className = `${styles.avatar} ${shape === 'circle' ? styles.circle : styles.rounded}`;

  if (showImage) {
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : undefined}
        decoding={lazy ? 'async' : undefined}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className={`${className} ${styles.placeholder}`}
      style={{ width: size, height: size }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <svg viewBox="0 0 40 40" width="100%" height="100%" aria-hidden="true">
        {kind === 'person' ? (
          <>
            <circle cx="20" cy="15" r="7" />
            <path d="M6 38c2-8 7.5-12 14-12s12 4 14 12z" />
          </>
        ) : (
          <path d="M20 6l12 4.5v9c0 7.5-5.2 12-12 14.5C13.2 31.5 8 27 8 19.5v-9z" />
        )}
      </svg>
    </span>
  );
}
