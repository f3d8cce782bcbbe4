import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '@rr/router';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of a button look, for elements that are not <Button> (e.g. an <a download>). */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: StyleProps = {}, extra?: string): string {
  return ['rr-button', `rr-button--${variant}`, size !== 'md' && `rr-button--${size}`, block && 'rr-button--block', extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleProps {
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({ variant, size, block, loading = false, icon, className, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" inverse={variant === 'primary' || variant === 'danger' || variant === undefined} /> : icon}
      {children}
    </button>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

/** The standard text link (router navigation). `quiet` drops the underline and colour until hover. */
export function TextLink({ quiet = false, className, ...rest }: LinkProps & { quiet?: boolean }) {
  return <Link className={['rr-link', quiet && 'rr-link--quiet', className].filter(Boolean).join(' ')} {...rest} />;
}

/** Class name of the standard text link, for plain <a> elements (external or /api links). */
export const linkClass = 'rr-link';
