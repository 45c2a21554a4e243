import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/** A password box with an eye button that shows the text while pressed. */
export function PasswordField(props: TextFieldProps) {
  const [shown, setShown] = useState(false);
  const hide = () => setShown(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={`Show ${String(props.label ?? 'password').toLowerCase()} while pressed`}
                onPointerDown={() => setShown(true)}
                onPointerUp={hide}
                onPointerLeave={hide}
                onKeyDown={(e) => {
                  if (e.key === ' ' || e.key === 'Enter') setShown(true);
                }}
                onKeyUp={hide}
                onBlur={hide}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
