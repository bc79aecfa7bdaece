// Buttons. An icon-only button must be given a label: it becomes the accessible name and the
// tooltip, so sighted and screen-reader users read the same words.
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: Variant;
  readonly size?: 'sm' | 'md';
  readonly icon?: ReactNode;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes('btn', `btn-${variant}`, size === 'sm' && 'btn-sm', className)}
      {...rest}
    >
      {icon}
      {children !== undefined && <span className="btn-text">{children}</span>}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, also shown as the tooltip. */
  readonly label: string;
  readonly icon: ReactNode;
}

export function IconButton({
  label,
  icon,
  className,
  variant = 'ghost',
  ...rest
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      aria-label={label}
      title={label}
      className={classes('btn-icon', className)}
      icon={icon}
      {...rest}
    />
  );
}
