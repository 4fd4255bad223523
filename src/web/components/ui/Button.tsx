import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shown as unavailable (aria-disabled) and ignoring clicks, but still focusable: a button that is busy
   * for a moment keeps the keyboard's place, where `disabled` would drop focus to the page.
   */
  busy?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button type={type} className={buttonClass(variant, size, className)} aria-disabled={busy || undefined} onClick={click} {...props} />
  );
}
