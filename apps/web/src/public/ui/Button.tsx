import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '../router/router';

export type ButtonVariant = 'contained' | 'outlined' | 'text';

export function buttonClass(
  variant: ButtonVariant = 'contained',
  { large = false, full = false }: { large?: boolean; full?: boolean } = {},
): string {
  return ['sh-btn', `sh-btn--${variant}`, large ? 'sh-btn--large' : '', full ? 'sh-btn--full' : '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  large?: boolean;
  full?: boolean;
  endIcon?: ReactNode;
};

/** A Material-looking button: contained (the main action), outlined or text. */
export function Button({
  variant,
  large,
  full,
  endIcon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, { large, full })}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      {children}
      {endIcon && <span className="sh-btn__end">{endIcon}</span>}
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}
