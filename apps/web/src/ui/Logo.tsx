import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '@shala/shared';
import { LogoMark } from './LogoMark';

/** The product's mark and name. `light` for dark backgrounds. */
export function Logo({ light = false, size = 32 }: { light?: boolean; size?: number }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        fontSize: size * 0.7,
        letterSpacing: '0.02em',
        color: light ? '#ffffff' : 'primary.dark',
        lineHeight: 1,
      }}
    >
      <LogoMark light={light} size={size} />
      {PRODUCT_NAME}
    </Box>
  );
}
