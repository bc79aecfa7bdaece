// Buttons. An icon-only button must be given a label: it becomes the accessible name and the
// tooltip, so sighted and screen-reader users read the same words.
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  readonly variant?: Variant;
  readonly size?: 'sm' | 'md';
  readonly icon?: ReactNode;
  /**
   * Work the button started is under way: it says so and ignores presses, but keeps the focus,
   * where `disabled` would drop a keyboard user's focus to the page.
   */
  readonly busy?: boolean;
  /**
   * A disabled button stays focusable (aria-disabled): for controls that turn off under the
   * user's own press, such as Step forward on the last event, which would drop the focus.
   */
  readonly focusableWhenDisabled?: boolean;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  type = 'button',
  busy = false,
  focusableWhenDisabled = false,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const soft = focusableWhenDisabled && disabled === true;
  const off = busy || soft;
  return (
    <button
      type={type}
      className={classes('btn', `btn-${variant}`, size === 'sm' && 'btn-sm', className)}
      disabled={soft ? undefined : disabled}
      aria-disabled={off || undefined}
      aria-busy={busy || undefined}
      // preventDefault also keeps a busy submit button from sending its form again.
      onClick={off ? (event) => event.preventDefault() : onClick}
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
