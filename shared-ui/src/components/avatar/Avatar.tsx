import { createContext, use, useState, type ComponentProps } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

/** Where avatars live unless the host says otherwise (it knows the deployed bucket). */
/** Beside the API under the local `/api` prefix; the host provides the deployed bucket. */
const DEFAULT_AVATAR_BUCKET_URL = '/api/avatars';

const AvatarBucketContext = createContext(DEFAULT_AVATAR_BUCKET_URL);

/** Sets the image bucket for every Avatar below it. */
export const AvatarBucketProvider = AvatarBucketContext;

/** `{bucket}/{handle}.jpg` (spec §9), without doubling the bucket's trailing slash. */
export function avatarUrl(handle: string, bucketUrl: string = DEFAULT_AVATAR_BUCKET_URL): string {
  return `${bucketUrl.replace(/\/+$/, '')}/${encodeURIComponent(handle)}.jpg`;
}

/** The diameter and the initial's size are props, set inline (`style`). */
const styles = staticStyles((theme) => ({
  avatar: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: theme.radii.pill,
    background: theme.colors.accentSubtle,
    color: theme.colors.link,
    fontWeight: theme.fontWeights.semibold,
  },
  picture: { width: '100%', height: '100%', objectFit: 'cover' },
}));

/** Masked ('***') or empty handles have no picture to load. */
const hasPicture = (handle: string) => handle.trim() !== '' && !/^\*+$/.test(handle);

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  handle: string;
  /** Overrides the bucket from AvatarBucketProvider. */
  bucketUrl?: string;
  /** Diameter in pixels. */
  size?: number;
  /** Accessible name; '@handle' by default. */
  alt?: string;
};

/** A round picture loaded by handle, falling back to the handle's initial when it fails. */
export function Avatar({
  handle,
  bucketUrl,
  size = 32,
  alt,
  className,
  style,
  ...rest
}: AvatarProps) {
  const classes = useStaticClasses(styles);
  const bucket = use(AvatarBucketContext);
  const src = avatarUrl(handle, bucketUrl ?? bucket);
  // Remembering which address failed (not just "failed") lets a new handle try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = hasPicture(handle) && failedSrc !== src;
  const name = alt ?? `@${handle}`;
  const initial = hasPicture(handle)
    ? handle.trim().replace(/^@/, '').charAt(0).toUpperCase()
    : '?';

  return (
    <span
      className={className === undefined ? classes.avatar : `${classes.avatar} ${className}`}
      // The caller's own inline style (an overlap in a stack) comes on top.
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), ...style }}
      {...rest}
    >
      {showPicture ? (
        <img
          src={src}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          onError={() => setFailedSrc(src)}
          className={classes.picture}
        />
      ) : (
        <span role="img" aria-label={name} data-fallback="initial">
          {initial}
        </span>
      )}
    </span>
  );
}
