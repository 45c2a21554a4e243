import { type KeyboardEvent, useState } from 'react';
import { FieldInput, type FieldInputProps } from './FieldInput';
import { VisibilityIcon, VisibilityOffIcon } from './icons';

type PasswordFieldProps = Omit<FieldInputProps, 'type' | 'endAdornment'>;

const REVEAL_KEYS = new Set([' ', 'Enter']);

/**
 * A password field with the spec's hold-to-reveal eye: the password shows only while the eye is
 * pressed (pointer held down, or Space/Enter held on the keyboard).
 */
export function PasswordField(props: PasswordFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const show = () => setRevealed(true);
  const hide = () => setRevealed(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (REVEAL_KEYS.has(event.key)) {
      event.preventDefault();
      show();
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (REVEAL_KEYS.has(event.key)) {
      event.preventDefault();
      hide();
    }
  };
  return (
    <FieldInput
      {...props}
      type={revealed ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="sh-icon-btn"
          aria-label="Hold to reveal"
          aria-pressed={revealed}
          title="Hold to reveal"
          onPointerDown={(event) => {
            event.preventDefault();
            show();
          }}
          onPointerUp={hide}
          onPointerLeave={hide}
          onPointerCancel={hide}
          onBlur={hide}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onClick={(event) => event.preventDefault()}
          onContextMenu={(event) => event.preventDefault()}
        >
          {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </button>
      }
    />
  );
}
