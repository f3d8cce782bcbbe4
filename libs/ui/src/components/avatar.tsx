import { useState } from 'react';
import { useIntl } from 'react-intl';

export interface AvatarProps {
  /** Picture URL; the default avatar is shown when missing or when it fails to load. */
  src?: string | null;
  /** Whose picture it is (alt text). */
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The default avatar: a neutral silhouette in the brand's greys. */
export function DefaultAvatar({ size = 'md', className, label }: { size?: AvatarProps['size']; className?: string; label: string }) {
  return (
    <svg viewBox="0 0 64 64" role="img" aria-label={label} className={['rr-avatar', `rr-avatar--${size}`, className].filter(Boolean).join(' ')}>
      <rect width="64" height="64" fill="#e2e2e6" />
      <circle cx="32" cy="25" r="12" fill="#a1a1aa" />
      <path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#a1a1aa" />
    </svg>
  );
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const alt = name
    ? intl.formatMessage({ id: 'ui.avatar.alt', defaultMessage: 'Picture of {name}' }, { name })
    : intl.formatMessage({ id: 'ui.avatar.default', defaultMessage: 'Default profile picture' });
  if (!src || failed === src) return <DefaultAvatar size={size} className={className} label={alt} />;
  return <img src={src} alt={alt} className={['rr-avatar', `rr-avatar--${size}`, className].filter(Boolean).join(' ')} onError={() => setFailed(src)} />;
}
